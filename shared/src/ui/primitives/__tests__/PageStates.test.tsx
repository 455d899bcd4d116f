import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@qa/testing/router';
import { EmptyState, ErrorState, Loading, NotFoundState, SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';

it('an error says what the server said and retries', async () => {
  const onRetry = jest.fn();
  render(<ErrorState error={new Error('The blog is not answering')} onRetry={onRetry} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  expect(screen.getByRole('alert')).toHaveTextContent('The blog is not answering');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('an error without a message asks to try again', () => {
  render(<ErrorState error="boom" onRetry={() => {}} headingLevel="h3" />);
  expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Something went wrong');
  expect(screen.getByRole('alert')).toHaveTextContent('Please try again.');
});

it('an empty list says so and offers a way on', () => {
  render(<EmptyState title="No posts yet" action={<button type="button">Clear filters</button>} />);
  expect(screen.getByRole('heading', { level: 2, name: 'No posts yet' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
});

it('not found leads home', () => {
  render(
    <MemoryRouter>
      <NotFoundState title="This post does not exist" />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});

it('loading is one status around skeletons hidden from assistive tech', () => {
  const { container } = render(
    <Loading label="Loading courses">
      <SkeletonBlock h="6" w={{ base: '100%', md: '50%' }} />
    </Loading>,
  );
  expect(screen.getByRole('status', { name: 'Loading courses' })).toHaveAttribute('aria-busy', 'true');
  const block = container.querySelector('[aria-hidden="true"]') as HTMLElement;
  expect(getComputedStyle(block).height).toBe('1.5rem');
});
