import { loadQueryScope } from '@qa/shared/ui/query/QueryScope';
import { pointerMove, setSaveData } from '@qa/testing/visitor-signals';
import { preloadChakraScope } from '../chakra-scope';
import { startNextPageWarmup, WARMUP_DELAY_MS, WARMUP_PAGES_PER_PAGE } from '../next-page-warmup';
import { hasRemotePage, preloadRemotePage } from '../use-remote-component';

jest.mock('../use-remote-component', () => ({ preloadRemotePage: jest.fn(), hasRemotePage: jest.fn(() => false) }));
jest.mock('../chakra-scope', () => ({ preloadChakraScope: jest.fn(() => Promise.resolve()) }));
jest.mock('@qa/shared/ui/query/QueryScope', () => ({ loadQueryScope: jest.fn(() => Promise.resolve()) }));

const preloadPage = jest.mocked(preloadRemotePage);
const loaded = jest.mocked(hasRemotePage);
let likely: string[] = [];
let stop: () => void = () => {};

/** The modules loaded ahead so far, in order. */
const warmed = () => preloadPage.mock.calls.map(([remote, module]) => `${remote}/${module}`);

/** Start-up done: the warm-up listens from here on. */
async function started() {
  stop = startNextPageWarmup({ likely: () => likely, ready: Promise.resolve() });
  await jest.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/');
  preloadPage.mockReset().mockResolvedValue(undefined);
  loaded.mockReset().mockReturnValue(false);
  jest.mocked(loadQueryScope).mockClear();
  likely = ['/courses', '/posts', '/registration'];
});
afterEach(() => {
  stop();
  setSaveData(undefined);
  jest.useRealTimers();
});

it('a visit that only looks loads nothing (a bot, Lighthouse)', async () => {
  await started();
  await jest.advanceTimersByTimeAsync(60_000);
  expect(preloadPage).not.toHaveBeenCalled();
});

it('once the visitor engages, the likely next pages load one at a time, in order, without their data', async () => {
  let arrive: () => void = () => {};
  preloadPage.mockImplementationOnce(() => new Promise<void>((resolve) => (arrive = resolve)));
  await started();
  window.dispatchEvent(pointerMove());
  await jest.advanceTimersByTimeAsync(WARMUP_DELAY_MS - 1);
  expect(preloadPage).not.toHaveBeenCalled(); // a click that follows at once is not raced
  await jest.advanceTimersByTimeAsync(2); // the delay's end, then an idle moment
  expect(warmed()).toEqual(['platform/./CoursesPage']);
  expect(preloadPage).toHaveBeenCalledWith('platform', './CoursesPage'); // no path: no data fetched ahead
  expect(loadQueryScope).toHaveBeenCalled();
  expect(preloadChakraScope).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(5_000);
  expect(warmed()).toHaveLength(1); // the next waits for this one
  arrive();
  await jest.runAllTimersAsync();
  expect(warmed()).toEqual(['platform/./CoursesPage', 'marketing/./PostsPage', 'auth/./RegistrationPage']);
});

it('each module once: pages of one module, pages already loaded, the host’s own pages and Chakra pages are skipped', async () => {
  likely = ['/courses/a', '/courses/b', '/test-performance', '/rating', '/events', '/paths', '/no-such-page'];
  loaded.mockImplementation((_remote, module) => module === './EventsPage');
  await started();
  window.dispatchEvent(pointerMove());
  await jest.runAllTimersAsync();
  window.dispatchEvent(new Event('wheel'));
  await jest.runAllTimersAsync();
  expect(warmed()).toEqual(['platform/./CoursePage', 'platform/./PathsPage']);
});

it(`at most ${WARMUP_PAGES_PER_PAGE} pages from one engagement`, async () => {
  likely = [
    '/courses',
    '/posts',
    '/events',
    '/mentorship',
    '/paths',
    '/registration',
    '/login',
    '/courses/a',
    '/posts/a',
    '/events/a',
  ];
  await started();
  window.dispatchEvent(pointerMove());
  await jest.runAllTimersAsync();
  expect(warmed()).toHaveLength(WARMUP_PAGES_PER_PAGE);
});

it('a visitor who moves on stops the warm-up of the page left; engaging with the new page warms its own', async () => {
  await started();
  window.dispatchEvent(pointerMove());
  await jest.advanceTimersByTimeAsync(WARMUP_DELAY_MS / 2);
  window.history.pushState(null, '', '/courses'); // the click, before the first load
  likely = ['/courses/a'];
  await jest.runAllTimersAsync();
  expect(preloadPage).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('keydown'));
  await jest.runAllTimersAsync();
  expect(warmed()).toEqual(['platform/./CoursePage']);
});

it('engagement before the start-up is over does not count: the first page goes first', async () => {
  let ready: () => void = () => {};
  stop = startNextPageWarmup({ likely: () => likely, ready: new Promise<void>((resolve) => (ready = resolve)) });
  window.dispatchEvent(new Event('touchstart'));
  await jest.runAllTimersAsync();
  expect(preloadPage).not.toHaveBeenCalled();
  ready();
  await jest.runAllTimersAsync();
  window.dispatchEvent(new Event('touchstart'));
  await jest.runAllTimersAsync();
  expect(warmed()).toHaveLength(3);
});

it('nothing while the browser saves data, nothing for a move without movement, nothing once stopped', async () => {
  setSaveData(true);
  await started();
  window.dispatchEvent(pointerMove());
  await jest.runAllTimersAsync();
  setSaveData(false);
  window.dispatchEvent(pointerMove(0));
  window.dispatchEvent(new Event('scroll'));
  await jest.runAllTimersAsync();
  expect(preloadPage).not.toHaveBeenCalled();
  stop();
  window.dispatchEvent(pointerMove());
  await jest.runAllTimersAsync();
  expect(preloadPage).not.toHaveBeenCalled();
});

it('started at the first sign of engagement (its code loads then), a pass starts at once', async () => {
  stop = startNextPageWarmup({ likely: () => likely, ready: Promise.resolve(), engaged: true });
  await jest.runAllTimersAsync();
  expect(warmed()).toHaveLength(3);
});
