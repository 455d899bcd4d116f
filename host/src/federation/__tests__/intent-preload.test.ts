import { fireEvent } from '@testing-library/react';
import { preloadChakraScope } from '../chakra-scope';
import { HOVER_INTENT_MS, routeAt, startIntentPreload } from '../intent-preload';
import { preloadRemotePage } from '../use-remote-component';
import { loadQueryScope } from '@qa/shared/ui/QueryScope';

jest.mock('../use-remote-component', () => ({ preloadRemotePage: jest.fn() }));
jest.mock('../chakra-scope', () => ({ preloadChakraScope: jest.fn() }));
jest.mock('@qa/shared/ui/QueryScope', () => ({ loadQueryScope: jest.fn(() => Promise.resolve()) }));

const preloadPage = jest.mocked(preloadRemotePage);
const preloadChakra = jest.mocked(preloadChakraScope);
let stop: () => void = () => {};

function link(href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.innerHTML = '<span>Go</span>';
  document.body.append(anchor);
  return anchor;
}

function setSaveData(saveData: boolean | undefined) {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: saveData === undefined ? undefined : { saveData },
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/');
  preloadChakra.mockResolvedValue({ default: () => null } as never);
  stop = startIntentPreload();
});

afterEach(() => {
  stop();
  document.body.innerHTML = '';
  setSaveData(undefined);
  jest.useRealTimers();
});

it('a pointer resting on a link to a Chakra page preloads its remote module and the Chakra scope', () => {
  fireEvent.mouseOver(link('/courses').firstChild as Element);
  jest.advanceTimersByTime(HOVER_INTENT_MS - 1);
  expect(preloadPage).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(preloadPage).toHaveBeenCalledWith('platform', './CoursesPage');
  expect(preloadChakra).toHaveBeenCalledTimes(1);
});

it('a pointer that only passes over a link preloads nothing', () => {
  const anchor = link('/courses');
  fireEvent.mouseOver(anchor);
  fireEvent.mouseOut(anchor);
  jest.advanceTimersByTime(HOVER_INTENT_MS * 2);
  expect(preloadPage).not.toHaveBeenCalled();
});

it('focus and touch preload at once', () => {
  fireEvent.focusIn(link('/login'));
  expect(preloadPage).toHaveBeenCalledWith('auth', './LoginPage');
  fireEvent.touchStart(link('/posts'));
  expect(preloadPage).toHaveBeenLastCalledWith('marketing', './PostsPage');
});

it('a page on the light layer does not load the Chakra scope', () => {
  fireEvent.focusIn(link('/posts/some-post'));
  expect(preloadPage).toHaveBeenCalledWith('marketing', './PostPage');
  expect(preloadChakra).not.toHaveBeenCalled();
});

it('a page that reads data preloads the query library too, once; the landing, whose first screen reads none, does not', () => {
  fireEvent.focusIn(link('/plans'));
  expect(preloadPage).toHaveBeenCalledWith('marketing', './LandingPage');
  expect(loadQueryScope).not.toHaveBeenCalled();
  fireEvent.focusIn(link('/posts'));
  fireEvent.focusIn(link('/courses'));
  expect(loadQueryScope).toHaveBeenCalledTimes(1);
});

it('each module is preloaded at most once per page load, the Chakra scope too', () => {
  fireEvent.focusIn(link('/courses/qa-fundamentals'));
  fireEvent.focusIn(link('/courses/api-testing'));
  fireEvent.focusIn(link('/paths'));
  expect(preloadPage.mock.calls).toEqual([
    ['platform', './CoursePage'],
    ['platform', './PathsPage'],
  ]);
  expect(preloadChakra).toHaveBeenCalledTimes(1);
});

it('never preloads the route shown, but does another route of the same remote', () => {
  window.history.replaceState(null, '', '/courses');
  fireEvent.focusIn(link('/courses?page=2'));
  expect(preloadPage).not.toHaveBeenCalled();
  fireEvent.focusIn(link('/courses/qa-fundamentals'));
  expect(preloadPage).toHaveBeenCalledWith('platform', './CoursePage');
});

it('preloads nothing while the browser saves data', () => {
  setSaveData(true);
  fireEvent.focusIn(link('/courses'));
  expect(preloadPage).not.toHaveBeenCalled();
  expect(preloadChakra).not.toHaveBeenCalled();
});

it('ignores links to other sites, host pages, unknown paths and elements outside links', () => {
  fireEvent.focusIn(link('https://example.com/courses'));
  fireEvent.focusIn(link('/test-performance'));
  fireEvent.focusIn(link('/no-such-page/at/all'));
  const button = document.createElement('button');
  document.body.append(button);
  fireEvent.focusIn(button);
  expect(preloadPage).not.toHaveBeenCalled();
});

it('a Chakra scope that fails to load stays silent', async () => {
  preloadChakra.mockRejectedValueOnce(new Error('chunk gone'));
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  fireEvent.focusIn(link('/courses'));
  await jest.runAllTimersAsync();
  process.off('unhandledRejection', unhandled);
  expect(unhandled).not.toHaveBeenCalled();
});

it('stops listening when stopped', () => {
  stop();
  fireEvent.focusIn(link('/courses'));
  expect(preloadPage).not.toHaveBeenCalled();
});

it('finds the route as the router ranks paths', () => {
  expect(routeAt('/courses/my-courses')?.id).toBe('my-courses');
  expect(routeAt('/courses/qa-fundamentals')?.id).toBe('course');
  expect(routeAt('/courses/')?.id).toBe('courses');
  expect(routeAt('/nowhere')).toBeNull();
});
