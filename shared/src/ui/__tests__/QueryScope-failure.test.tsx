import { Component, useState, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryScope } from '@qa/shared/ui/query/QueryScope';
import type * as ChunkFailsOnce from '@qa/testing/chunk-fails-once';

// The chunk of the query library fails once (a network blip), then loads.
jest.mock('@qa/shared/ui/query/query-scope-provider', () =>
  jest
    .requireActual<typeof ChunkFailsOnce>('@qa/testing/chunk-fails-once')
    .failsOnceThenLoads('@qa/shared/ui/query/query-scope-provider'),
);

class Boundary extends Component<{ children: ReactNode; onRetry: () => void }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <p role="alert">
        {this.state.error.message} <button onClick={this.props.onRetry}>Retry</button>
      </p>
    );
  }
}

function Page() {
  const [attempt, setAttempt] = useState(0);
  return (
    <Boundary key={attempt} onRetry={() => setAttempt(attempt + 1)}>
      <QueryScope fallback={<p>loading</p>}>
        <p>the page</p>
      </QueryScope>
    </Boundary>
  );
}

it('a library that cannot load reaches the error boundary, and its Retry loads it afresh', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  render(<Page />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk 8129 failed');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('the page')).toBeInTheDocument();
});
