import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryStates, SkeletonBlocks, type QueryLike } from '@qa/shared/ui/primitives/QueryStates';

const query = <T,>(state: Partial<QueryLike<T>>): QueryLike<T> => ({
  isPending: false,
  isError: false,
  error: null,
  data: undefined,
  refetch: jest.fn(),
  ...state,
});

const section = (q: QueryLike<string[]>) =>
  render(
    <QueryStates
      query={q}
      loadingLabel="Loading events"
      skeleton={<SkeletonBlocks count={3} h="10" />}
      errorTitle="Events could not be loaded"
      empty={{ title: 'No events scheduled', body: 'New workshops every month.' }}
      headingLevel="h3"
    >
      {(events) => (
        <ul>
          {events.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </QueryStates>,
  );

it('while loading: one status around the skeletons, nothing else', () => {
  const { container } = section(query({ isPending: true }));
  expect(screen.getByRole('status', { name: 'Loading events' })).toBeInTheDocument();
  expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

it('on failure: the title, the server sentence and a Retry that refetches', async () => {
  const failed = query<string[]>({ isError: true, error: new Error('The events API is down') });
  section(failed);
  expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Events could not be loaded');
  expect(screen.getByRole('alert')).toHaveTextContent('The events API is down');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(failed.refetch).toHaveBeenCalledTimes(1);
});

it('an error wins over data kept from before (a failed refetch)', () => {
  section(query({ isError: true, error: new Error('gone'), data: ['Kept'] }));
  expect(screen.getByRole('alert')).toBeInTheDocument();
  expect(screen.queryByText('Kept')).not.toBeInTheDocument();
});

it('an empty list shows the empty state', () => {
  section(query({ data: [] }));
  expect(screen.getByRole('heading', { level: 3, name: 'No events scheduled' })).toBeInTheDocument();
  expect(screen.getByText('New workshops every month.')).toBeInTheDocument();
});

it('data renders through the children', () => {
  section(query({ data: ['API testing clinic', 'Playwright live'] }));
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'API testing clinic',
    'Playwright live',
  ]);
});

it('without an empty state an empty list is content, and isEmpty can judge other shapes', () => {
  const { rerender } = render(
    <QueryStates query={query({ data: [] as string[] })} loadingLabel="l" skeleton={null} errorTitle="e">
      {(d) => <p>{d.length} items</p>}
    </QueryStates>,
  );
  expect(screen.getByText('0 items')).toBeInTheDocument();
  rerender(
    <QueryStates
      query={query({ data: { total: 0 } })}
      loadingLabel="l"
      skeleton={null}
      errorTitle="e"
      empty={{ title: 'Nothing here' }}
      isEmpty={(d) => d.total === 0}
    >
      {(d) => <p>{d.total}</p>}
    </QueryStates>,
  );
  expect(screen.getByRole('heading', { name: 'Nothing here' })).toBeInTheDocument();
});

it('skeleton blocks can stand in for list items', () => {
  const { container } = render(
    <ul>
      <SkeletonBlocks count={2} h="10" item="li" />
    </ul>,
  );
  expect(container.querySelectorAll('li > [aria-hidden="true"]')).toHaveLength(2);
});
