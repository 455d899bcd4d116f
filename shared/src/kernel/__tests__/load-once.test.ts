import { loadOnce } from '@qa/shared/kernel/load-once';

it('shares a load in flight, keeps a finished one, and forgets a failed one', async () => {
  const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('chunk gone')).mockResolvedValue('ready');
  const get = loadOnce(load);
  const [first, second] = [get(), get()];
  expect(first).toBe(second);
  await expect(first).rejects.toThrow('chunk gone');
  await expect(get()).resolves.toBe('ready');
  await expect(get()).resolves.toBe('ready');
  expect(load).toHaveBeenCalledTimes(2);
});
