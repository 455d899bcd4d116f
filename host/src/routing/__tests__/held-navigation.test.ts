import { createBrowserHistory } from '@qa/shared/kernel/routing/router';
import { deferred } from '@qa/testing/page-harness';
import { holdingHistory, NAVIGATION_HOLD_MAX_MS } from '../held-navigation';

const bar = () => document.querySelector('.qa-nav-pending');
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let stops: Array<() => void> = [];

/** The held history over the browser's, and the locations its listener has seen. */
function setUp(readyFor: (to: unknown) => Promise<unknown> | null) {
  const history = holdingHistory(createBrowserHistory({ v5Compat: true }), readyFor);
  const seen: string[] = [];
  stops.push(history.listen(({ location }) => seen.push(location.pathname)));
  return { history, seen };
}

afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  jest.useRealTimers();
});

it('a page with nothing to wait for is pushed at once, with no bar', () => {
  const { history, seen } = setUp(() => null);
  history.push('/about');
  expect(window.location.pathname).toBe('/about');
  expect(seen).toEqual(['/about']);
  expect(bar()).toBeNull();
});

it("holds the page shown, with the bar at the top, until the next page's code is in; then one push", async () => {
  const code = deferred<undefined>();
  const { history, seen } = setUp(() => code.promise);
  history.push('/paths', { from: 'test' });
  expect(window.location.pathname).toBe('/');
  expect(seen).toEqual([]);
  expect(bar()).not.toBeNull();
  expect(bar()).toHaveAttribute('aria-hidden', 'true');

  code.resolve(undefined);
  await flush();
  expect(window.location.pathname).toBe('/paths');
  expect(window.history.state?.usr).toEqual({ from: 'test' });
  expect(seen).toEqual(['/paths']);
  expect(bar()).toBeNull();
});

it('goes ahead after NAVIGATION_HOLD_MAX_MS when the code is slow, and once only when it arrives later', async () => {
  jest.useFakeTimers();
  const code = deferred<undefined>();
  const { history, seen } = setUp(() => code.promise);
  history.push('/paths');
  jest.advanceTimersByTime(NAVIGATION_HOLD_MAX_MS - 1);
  expect(window.location.pathname).toBe('/');
  jest.advanceTimersByTime(1);
  expect(window.location.pathname).toBe('/paths');
  expect(bar()).toBeNull();
  code.resolve(undefined);
  await Promise.resolve();
  await Promise.resolve();
  expect(seen).toEqual(['/paths']);
});

it("a failed load still navigates: the page's own load then shows what went wrong", async () => {
  const code = deferred<undefined>();
  const { history, seen } = setUp(() => code.promise);
  history.push('/paths');
  code.reject(new Error('remote down'));
  await flush();
  expect(seen).toEqual(['/paths']);
  expect(bar()).toBeNull();
});

it('a newer click drops the held one: only the last page is pushed', async () => {
  const first = deferred<undefined>();
  const second = deferred<undefined>();
  const waits = [first.promise, second.promise];
  const { history, seen } = setUp(() => waits.shift() ?? null);
  history.push('/paths');
  history.push('/posts');
  expect(document.querySelectorAll('.qa-nav-pending')).toHaveLength(1);
  first.resolve(undefined);
  await flush();
  expect(seen).toEqual([]);
  second.resolve(undefined);
  await flush();
  expect(seen).toEqual(['/posts']);
  expect(bar()).toBeNull();
});

it('Back or Forward during a hold drops it', async () => {
  const code = deferred<undefined>();
  const { history, seen } = setUp(() => code.promise);
  history.push('/paths');
  window.dispatchEvent(new PopStateEvent('popstate'));
  expect(bar()).toBeNull();
  code.resolve(undefined);
  await flush();
  expect(seen).not.toContain('/paths');
  expect(window.location.pathname).toBe('/');
});

it('replace never waits (a redirect, a query kept in the URL)', () => {
  const readyFor = jest.fn(() => new Promise<void>(() => {}));
  const { history, seen } = setUp(readyFor);
  history.replace('/login');
  expect(window.location.pathname).toBe('/login');
  expect(seen).toEqual(['/login']);
  expect(readyFor).not.toHaveBeenCalled();
});
