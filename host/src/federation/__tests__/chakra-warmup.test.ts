import { preloadChakraScope } from '../chakra-scope';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { startChakraWarmup } from '../chakra-warmup';
import { pointerMove, setSaveData } from '@qa/testing/visitor-signals';

jest.mock('../chakra-scope', () => ({ preloadChakraScope: jest.fn(() => Promise.resolve()) }));

const preload = jest.mocked(preloadChakraScope);
let stop: () => void = () => {};

/** Start-up done: the warm-up listens from here on (for a signed-in visitor unless told otherwise). */
async function started(signedIn: () => boolean = () => true) {
  stop = startChakraWarmup({ ready: Promise.resolve(), wanted: signedIn });
  await jest.runAllTimersAsync();
}

beforeEach(() => {
  jest.useFakeTimers();
  preload.mockClear();
});
afterEach(() => {
  stop();
  setSaveData(undefined);
  jest.useRealTimers();
});

it('a visit that only looks loads nothing', async () => {
  await started();
  await jest.advanceTimersByTimeAsync(60_000);
  expect(preload).not.toHaveBeenCalled();
});

it.each(['pointermove', 'wheel', 'keydown', 'touchstart', 'pointerdown'])(
  'the first %s loads the Chakra scope in an idle moment, once',
  async (type) => {
    await started();
    window.dispatchEvent(type === 'pointermove' ? pointerMove() : new Event(type));
    expect(preload).not.toHaveBeenCalled(); // not in the event itself: in an idle moment
    await jest.runAllTimersAsync();
    expect(preload).toHaveBeenCalledTimes(1);
    window.dispatchEvent(pointerMove());
    window.dispatchEvent(new Event('wheel'));
    await jest.runAllTimersAsync();
    expect(preload).toHaveBeenCalledTimes(1);
  },
);

it('what a page does by itself is not a visitor: its own scroll (/plans to its section), a move without movement', async () => {
  await started();
  window.dispatchEvent(new Event('scroll'));
  window.dispatchEvent(pointerMove(0));
  await jest.runAllTimersAsync();
  expect(preload).not.toHaveBeenCalled();
  window.dispatchEvent(pointerMove(2));
  await jest.runAllTimersAsync();
  expect(preload).toHaveBeenCalledTimes(1);
});

it('engagement before the start-up is over does not count: the first page goes first', async () => {
  let ready: () => void = () => {};
  stop = startChakraWarmup({ ready: new Promise<void>((resolve) => (ready = resolve)), wanted: () => true });
  window.dispatchEvent(pointerMove());
  await jest.runAllTimersAsync();
  expect(preload).not.toHaveBeenCalled();
  ready();
  await jest.runAllTimersAsync();
  window.dispatchEvent(new Event('wheel'));
  await jest.runAllTimersAsync();
  expect(preload).toHaveBeenCalledTimes(1);
});

it('nothing while the browser saves data, and nothing once stopped', async () => {
  setSaveData(true);
  await started();
  window.dispatchEvent(pointerMove());
  await jest.runAllTimersAsync();
  expect(preload).not.toHaveBeenCalled();
  setSaveData(false);
  await started();
  stop();
  window.dispatchEvent(pointerMove());
  await jest.runAllTimersAsync();
  expect(preload).not.toHaveBeenCalled();
});

it('a scope that fails to load stays silent (the Chakra page reports it when it renders)', async () => {
  preload.mockRejectedValueOnce(new Error('chunk gone'));
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  await started();
  window.dispatchEvent(pointerMove());
  await jest.runAllTimersAsync();
  process.off('unhandledRejection', unhandled);
  expect(unhandled).not.toHaveBeenCalled();
});

it('an anonymous visitor warms nothing (their ways on are light pages); once signed in, engagement does', async () => {
  let signedIn = false;
  await started(() => signedIn);
  window.dispatchEvent(pointerMove());
  window.dispatchEvent(new Event('keydown'));
  await jest.runAllTimersAsync();
  expect(preload).not.toHaveBeenCalled();
  signedIn = true;
  window.dispatchEvent(pointerMove());
  await jest.runAllTimersAsync();
  expect(preload).toHaveBeenCalledTimes(1);
});

it('by default it asks the session store', async () => {
  useAuthStore.setState({ accessToken: null, user: null });
  stop = startChakraWarmup({ ready: Promise.resolve() });
  await jest.runAllTimersAsync();
  window.dispatchEvent(pointerMove());
  await jest.runAllTimersAsync();
  expect(preload).not.toHaveBeenCalled();
  useAuthStore.setState({ accessToken: 'access-token' });
  window.dispatchEvent(pointerMove());
  await jest.runAllTimersAsync();
  expect(preload).toHaveBeenCalledTimes(1);
  useAuthStore.setState({ accessToken: null });
});

it('started at the first sign of engagement (its code loads then), it warms at once for a signed-in visitor', async () => {
  stop = startChakraWarmup({ ready: Promise.resolve(), wanted: () => true, engaged: true });
  await jest.runAllTimersAsync();
  expect(preload).toHaveBeenCalledTimes(1);
});
