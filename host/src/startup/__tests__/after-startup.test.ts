import { afterStartup, FIRST_PAGE_WAIT_MS, STARTUP_IDLE_TIMEOUT_MS } from '../after-startup';

/** A window whose load state, load event, timers and idle callbacks the test drives. */
function fakeWindow(readyState: DocumentReadyState, withIdle = true) {
  const target = new EventTarget();
  const idleCallbacks: { run: () => void; timeout?: number }[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const win = {
    document: { readyState },
    addEventListener: target.addEventListener.bind(target),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    requestIdleCallback: withIdle
      ? (run: () => void, options?: { timeout?: number }) => idleCallbacks.push({ run, timeout: options?.timeout })
      : undefined,
  };
  return { win: win as unknown as Window, load: () => target.dispatchEvent(new Event('load')), idleCallbacks, timers };
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

function tracked(promise: Promise<void>) {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
}

it('waits for the first page and the load event, then for an idle moment (bounded)', async () => {
  const { win, load, idleCallbacks } = fakeWindow('loading');
  let show: () => void = () => {};
  const started = tracked(afterStartup(win, new Promise((resolve) => (show = resolve))));
  load();
  await turn();
  expect(idleCallbacks).toHaveLength(0); // the page is not on screen yet
  show();
  await turn();
  expect(idleCallbacks).toEqual([{ run: expect.any(Function), timeout: STARTUP_IDLE_TIMEOUT_MS }]);
  expect(started.done).toBe(false);
  idleCallbacks[0]?.run();
  await turn();
  expect(started.done).toBe(true);
});

it('a first page that never shows holds nothing back longer than its wait', async () => {
  const { win, idleCallbacks, timers } = fakeWindow('complete');
  void afterStartup(win, new Promise(() => {}));
  await turn();
  expect(idleCallbacks).toHaveLength(0);
  const wait = timers.find((timer) => timer.ms === FIRST_PAGE_WAIT_MS);
  wait?.run();
  await turn();
  expect(idleCallbacks).toHaveLength(1);
});

it('without idle callbacks, one timer turn after the page is on screen', async () => {
  const { win, timers } = fakeWindow('complete', false);
  const started = tracked(afterStartup(win, Promise.resolve()));
  await turn();
  timers.find((timer) => timer.ms === 0)?.run();
  await turn();
  expect(started.done).toBe(true);
});
