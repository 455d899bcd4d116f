import { sessionKeys, sessionStore } from '@qa/shared/kernel/storage/session-store';
import { ChunkLoadFailure, chunkLoader, page, RELOAD_GUARD_MS, reloadOnce } from '../load-chunk';

const chunkError = () => Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });

let reload: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  sessionStore.remove(sessionKeys.chunkReloadAt);
  reload = jest.spyOn(page, 'reload').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Settles the loader's promise across its retry delay. */
async function settle<T>(promise: Promise<T>) {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await jest.runAllTimersAsync();
  return outcome;
}

it('a chunk that fails once is fetched again and the page goes on without a reload', async () => {
  const load = jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce('module');
  expect(await settle(chunkLoader('drawer', load)())).toEqual({ value: 'module' });
  expect(load).toHaveBeenCalledTimes(2);
  expect(reload).not.toHaveBeenCalled();
});

it('a preload and a render share one fetch', async () => {
  const load = jest.fn().mockResolvedValue('module');
  const loader = chunkLoader('drawer', load);
  await settle(Promise.all([loader(), loader()]));
  expect(load).toHaveBeenCalledTimes(1);
});

it('a chunk that fails twice reloads the page once and records when', async () => {
  const load = jest.fn().mockRejectedValue(chunkError());
  void chunkLoader('footer', load)();
  await jest.runAllTimersAsync();
  expect(load).toHaveBeenCalledTimes(2);
  expect(reload).toHaveBeenCalledTimes(1);
  expect(Number(sessionStore.getString(sessionKeys.chunkReloadAt))).toBeGreaterThan(0);
});

it('after a recent recovery reload it fails with a message for visitors instead of reloading again', async () => {
  sessionStore.setString(sessionKeys.chunkReloadAt, String(Date.now()));
  const outcome = await settle(chunkLoader('not-found page', jest.fn().mockRejectedValue(chunkError()))());
  expect(reload).not.toHaveBeenCalled();
  expect(outcome).toEqual({ error: expect.any(ChunkLoadFailure) });
  const { error } = outcome as { error: ChunkLoadFailure };
  expect(error.message).toBe('A part of the site could not be loaded. Check your connection, then reload the page.');
  expect(error.message).not.toMatch(/chunk 42/);
});

it('a failed load is forgotten: the next call fetches again', async () => {
  sessionStore.setString(sessionKeys.chunkReloadAt, String(Date.now()));
  const load = jest
    .fn()
    .mockRejectedValueOnce(chunkError())
    .mockRejectedValueOnce(chunkError())
    .mockResolvedValue('ok');
  const loader = chunkLoader('Chakra scope', load);
  expect(await settle(loader())).toEqual({ error: expect.any(ChunkLoadFailure) });
  expect(await settle(loader())).toEqual({ value: 'ok' });
});

it('the reload guard expires, and a corrupt stored time does not block recovery', () => {
  const now = 1_000_000;
  sessionStore.setString(sessionKeys.chunkReloadAt, String(now - RELOAD_GUARD_MS - 1));
  expect(reloadOnce(now)).toBe(true);
  expect(reloadOnce(now + 1)).toBe(false);
  sessionStore.setString(sessionKeys.chunkReloadAt, 'not a time');
  expect(reloadOnce(now + 2)).toBe(true);
});

describe('while the browser is offline', () => {
  let onLine: jest.SpyInstance;
  const goOffline = () => {
    onLine.mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
  };
  const goOnline = () => {
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
  };

  beforeEach(() => {
    onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
  });

  it('a chunk that fails while offline never reloads the page, however long it waits', async () => {
    goOffline();
    const load = jest.fn().mockRejectedValue(chunkError());
    void chunkLoader('drawer', load)();
    await jest.advanceTimersByTimeAsync(10 * RELOAD_GUARD_MS);
    expect(reload).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
    // let the waiting load finish, so no later test's online event reaches it
    load.mockResolvedValue('module');
    goOnline();
    await jest.advanceTimersByTimeAsync(0);
  });

  it('a chunk that failed while offline is fetched again on the online event', async () => {
    goOffline();
    const load = jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValue('module');
    let loaded: unknown;
    void chunkLoader('drawer', load)().then((value) => {
      loaded = value;
    });
    await jest.advanceTimersByTimeAsync(5_000);
    expect(loaded).toBeUndefined();
    goOnline();
    await jest.advanceTimersByTimeAsync(0);
    expect(loaded).toBe('module');
    expect(reload).not.toHaveBeenCalled();
  });

  it('going offline between the first failure and the retry waits for the network instead of reloading', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(chunkError())
      .mockImplementationOnce(() => {
        goOffline();
        return Promise.reject(chunkError());
      })
      .mockResolvedValue('module');
    let loaded: unknown;
    void chunkLoader('footer', load)().then((value) => {
      loaded = value;
    });
    await jest.advanceTimersByTimeAsync(RELOAD_GUARD_MS);
    expect(reload).not.toHaveBeenCalled();
    goOnline();
    await jest.advanceTimersByTimeAsync(0);
    expect(loaded).toBe('module');
    expect(reload).not.toHaveBeenCalled();
  });
});
