import { loadChunk, setChunkRecovery } from '@qa/shared/kernel/chunk-recovery';
import { retryOnceRecovery } from '@qa/testing/retry-once-recovery';

it('without a registered policy a load is tried once, and its failure is the caller’s', async () => {
  const load = jest.fn().mockRejectedValue(new Error('Loading chunk 7 failed.'));
  await expect(loadChunk('query library', load)).rejects.toThrow('Loading chunk 7 failed.');
  expect(load).toHaveBeenCalledTimes(1);
});

it('a registered policy runs every load, with the name of the piece', async () => {
  const pieces: string[] = [];
  setChunkRecovery(retryOnceRecovery(pieces));
  const load = jest.fn().mockRejectedValueOnce(new Error('blip')).mockResolvedValue('module');
  await expect(loadChunk('sanitizer', load)).resolves.toBe('module');
  expect(pieces).toEqual(['sanitizer']);
  expect(load).toHaveBeenCalledTimes(2);
});
