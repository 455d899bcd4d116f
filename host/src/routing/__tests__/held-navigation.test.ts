import { createBrowserHistory } from '@qa/shared/kernel/routing/router';
import { holdingHistory, NAVIGATION_HOLD_MAX_MS } from '../held-navigation';

/** A promise the test settles. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const bar = () => document.querySelector('.qa-nav-pending');
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function setUp(readyFor: (to: unknown) => Promise<unknown> | null) {
  const browser = createBrowserHistory({ v5Compat: true });
  const seen: string[] = [];
  const history = holdingHistory(browser, readyFor);
  const stop = history.listen(({ location }) => seen.push(location.pathname));
  return { history, seen, stop };
}

let stops: Array<() => void> = [];
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  jest.useRealTimers();
});

it('a page with nothing to wait for is pushed at once, with no bar', () => {
  const { history, seen, stop } = setUp(() => null);
  stops.push(stop);
  history.push('/about');
  expect(window.location.pathname).toBe('/about');
  expect(seen).toEqual(['/about']);
  expect(bar()).toBeNull();
});

it("holds the page shown, with the bar at the top, until the next page's code is in; then one push", async () => {
  const code = deferred();
  const { history, seen, stop } = setUp(() => code.promise);
  stops.push(stop);
  history.push('/paths', { from: 'test' });
  expect(window.location.pathname).toBe('/');
  expect(seen).toEqual([]);
  expect(bar()).not.toBeNull();
  expect(bar()).toHaveAttribute('aria-hidden', 'true');

  code.resolve();
  await flush();
  expect(window.location.pathname).toBe('/paths');
  expect(window.history.state?.usr).toEqual({ from: 'test' });
  expect(seen).toEqual(['/paths']);
  expect(bar()).toBeNull();
});

it('goes ahead after NAVIGATION_HOLD_MAX_MS when the code is slow, and once only when it arrives later', async () => {
  jest.useFakeTimers();
  const code = deferred();
  const { history, seen, stop } = setUp(() => code.promise);
  stops.push(stop);
  history.push('/paths');
  jest.advanceTimersByTime(NAVIGATION_HOLD_MAX_MS - 1);
  expect(window.location.pathname).toBe('/');
  jest.advanceTimersByTime(1);
  expect(window.location.pathname).toBe('/paths');
  expect(bar()).toBeNull();
  code.resolve();
  await Promise.resolve();
  await Promise.resolve();
  expect(seen).toEqual(['/paths']);
});

it("a failed load still navigates: the page's own load then shows what went wrong", async () => {
  const code = deferred();
  const { history, seen, stop } = setUp(() => code.promise);
  stops.push(stop);
  history.push('/paths');
  code.reject(new Error('remote down'));
  await flush();
  expect(seen).toEqual(['/paths']);
  expect(bar()).toBeNull();
});

it('a newer click drops the held one: only the last page is pushed', async () => {
  const first = deferred();
  const second = deferred();
  const waits = [first.promise, second.promise];
  const { history, seen, stop } = setUp(() => waits.shift() ?? null);
  stops.push(stop);
  history.push('/paths');
  history.push('/posts');
  expect(document.querySelectorAll('.qa-nav-pending')).toHaveLength(1);
  first.resolve();
  await flush();
  expect(seen).toEqual([]);
  second.resolve();
  await flush();
  expect(seen).toEqual(['/posts']);
  expect(bar()).toBeNull();
});

it('Back or Forward during a hold drops it', async () => {
  const code = deferred();
  const { history, seen, stop } = setUp(() => code.promise);
  stops.push(stop);
  history.push('/paths');
  window.dispatchEvent(new PopStateEvent('popstate'));
  expect(bar()).toBeNull();
  code.resolve();
  await flush();
  expect(seen).not.toContain('/paths');
  expect(window.location.pathname).toBe('/');
});

it('replace never waits (a redirect, a query kept in the URL)', () => {
  const readyFor = jest.fn(() => new Promise<void>(() => {}));
  const { history, seen, stop } = setUp(readyFor);
  stops.push(stop);
  history.replace('/login');
  expect(window.location.pathname).toBe('/login');
  expect(seen).toEqual(['/login']);
  expect(readyFor).not.toHaveBeenCalled();
});
