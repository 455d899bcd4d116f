import { withRefreshLock } from '@qa/shared/kernel/session/refresh-lock';

/** A lock manager like the browser's: one holder at a time, in the order of the requests. */
function fakeLocks() {
  let tail = Promise.resolve();
  const names: string[] = [];
  return {
    names,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      names.push(name);
      const run = tail.then(callback);
      tail = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    },
  };
}

describe('withRefreshLock', () => {
  it('runs refreshes of two tabs one after the other, each reading the token inside the lock', async () => {
    const locks = fakeLocks();
    let stored = 'r1';
    const spent: string[] = [];
    // Each "tab" reads the stored token inside the lock and rotates it, as the session service does.
    const rotate = () =>
      withRefreshLock(async () => {
        const token = stored;
        await new Promise((resolve) => setTimeout(resolve, 5));
        spent.push(token);
        stored = `${token}+`;
        return token;
      }, locks);
    await Promise.all([rotate(), rotate()]);
    expect(spent).toEqual(['r1', 'r1+']); // never the same token twice
    expect(locks.names).toEqual(['qa-career:session-refresh', 'qa-career:session-refresh']);
  });

  it('just runs where the Web Locks API is missing', async () => {
    await expect(withRefreshLock(async () => 'done', undefined)).resolves.toBe('done');
  });

  it('passes a failure on and releases the lock', async () => {
    const locks = fakeLocks();
    await expect(withRefreshLock(() => Promise.reject(new Error('down')), locks)).rejects.toThrow('down');
    await expect(withRefreshLock(async () => 'next', locks)).resolves.toBe('next');
  });
});
