import { render, screen } from '@testing-library/react';
import { useQueryClient, type QueryClient } from '@qa/shared/kernel/query/react-query';
import { getQueryClient, onQueryClientCreated } from '@qa/shared/kernel/query/current-query-client';
import { QueryScope } from '@qa/shared/ui/query/QueryScope';

// The order matters: the first test sees the library load, the later ones find it loaded (as a page does).
const setup = jest.fn();
onQueryClientCreated(setup);

const seen: QueryClient[] = [];
function ClientProbe({ name }: { name: string }) {
  seen.push(useQueryClient());
  return <p>{name}</p>;
}

it('shows its fallback until the query library has loaded, then its children with the one client', async () => {
  render(
    <>
      <QueryScope fallback={<p>loading the first</p>}>
        <ClientProbe name="first" />
      </QueryScope>
      <QueryScope fallback={<p>loading the second</p>}>
        <ClientProbe name="second" />
      </QueryScope>
    </>,
  );
  expect(screen.getByText('loading the first')).toBeInTheDocument();
  expect(screen.queryByText('first')).not.toBeInTheDocument();
  expect(await screen.findByText('first')).toBeInTheDocument();
  expect(screen.getByText('second')).toBeInTheDocument();
  // One client for every scope, the one code outside React reaches, set up once by the app.
  const client = getQueryClient();
  expect(client).not.toBeNull();
  expect(new Set(seen)).toEqual(new Set([client]));
  expect(setup).toHaveBeenCalledTimes(1);
  expect(setup).toHaveBeenCalledWith(client, expect.objectContaining({ hydrate: expect.any(Function) }));
});

it('renders its children at once when the library is already loaded, with the same client', () => {
  const before = getQueryClient();
  render(
    <QueryScope fallback={<p>loading</p>}>
      <ClientProbe name="later" />
    </QueryScope>,
  );
  expect(screen.getByText('later')).toBeInTheDocument();
  expect(seen.at(-1)).toBe(before);
  expect(setup).not.toHaveBeenCalled(); // no second client (jest clears the calls of the first test)
});
