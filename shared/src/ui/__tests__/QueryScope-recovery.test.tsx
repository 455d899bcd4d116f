import { render, screen } from '@testing-library/react';
import { setChunkRecovery } from '@qa/shared/kernel/chunk-recovery';
import { QueryScope } from '@qa/shared/ui/query/QueryScope';
import type * as ChunkFailsOnce from '@qa/testing/chunk-fails-once';
import { retryOnceRecovery } from '@qa/testing/retry-once-recovery';

// The query library's chunk fails once (an old deploy's chunk, a network blip); the host's recovery
// policy (retry, then reload) is what makes it load: the page never sees the failure.
jest.mock('@qa/shared/ui/query/query-scope-provider', () =>
  jest
    .requireActual<typeof ChunkFailsOnce>('@qa/testing/chunk-fails-once')
    .failsOnceThenLoads('@qa/shared/ui/query/query-scope-provider'),
);

it('the library loads under the registered chunk recovery, named as the query library', async () => {
  const pieces: string[] = [];
  setChunkRecovery(retryOnceRecovery(pieces));
  render(
    <QueryScope fallback={<p>loading</p>}>
      <p>the page</p>
    </QueryScope>,
  );
  expect(await screen.findByText('the page')).toBeInTheDocument();
  expect(pieces).toEqual(['query library']);
});
