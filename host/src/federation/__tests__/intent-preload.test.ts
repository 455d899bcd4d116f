import { fireEvent } from '@testing-library/react';
import { preloadChakraScope } from '../chakra-scope';
import { HOVER_INTENT_MS, startIntentPreload } from '../intent-preload';
import { preloadRemotePage } from '../use-remote-component';
import { loadQueryScope } from '@qa/shared/ui/query/QueryScope';
import { setSaveData } from '@qa/testing/visitor-signals';

jest.mock('../use-remote-component', () => ({ preloadRemotePage: jest.fn() }));
jest.mock('../chakra-scope', () => ({ preloadChakraScope: jest.fn() }));
jest.mock('@qa/shared/ui/query/QueryScope', () => ({ loadQueryScope: jest.fn(() => Promise.resolve()) }));

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
  fireEvent.mouseOver(link('/paths/1').firstChild as Element);
  jest.advanceTimersByTime(HOVER_INTENT_MS - 1);
  expect(preloadPage).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(preloadPage).toHaveBeenCalledWith('platform', './PathPage', '/paths/1');
  expect(preloadChakra).toHaveBeenCalledTimes(1);
});

it('a pointer that only passes over a link preloads nothing', () => {
  const anchor = link('/courses');
  fireEvent.mouseOver(anchor);
  fireEvent.mouseOut(anchor);
  jest.advanceTimersByTime(HOVER_INTENT_MS * 2);
  expect(preloadPage).not.toHaveBeenCalled();
});

it('focus preloads at once; a touch is left to the press (link-preload.ts), which comes first', () => {
  fireEvent.focusIn(link('/login'));
  expect(preloadPage).toHaveBeenCalledWith('auth', './LoginPage', '/login');
  fireEvent.touchStart(link('/posts'));
  expect(preloadPage).toHaveBeenCalledTimes(1);
});

it('a page on the light layer does not load the Chakra scope', () => {
  fireEvent.focusIn(link('/posts/some-post'));
  expect(preloadPage).toHaveBeenCalledWith('marketing', './PostPage', '/posts/some-post');
  fireEvent.focusIn(link('/courses'));
  expect(preloadPage).toHaveBeenLastCalledWith('platform', './CoursesPage', '/courses');
  fireEvent.focusIn(link('/courses/qa-fundamentals'));
  expect(preloadPage).toHaveBeenLastCalledWith('platform', './CoursePage', '/courses/qa-fundamentals');
  expect(preloadChakra).not.toHaveBeenCalled();
});

it('a page that reads data preloads the query library too, once; the landing, whose first screen reads none, does not', () => {
  fireEvent.focusIn(link('/plans'));
  expect(preloadPage).toHaveBeenCalledWith('marketing', './LandingPage', '/plans');
  expect(loadQueryScope).not.toHaveBeenCalled();
  fireEvent.focusIn(link('/posts'));
  fireEvent.focusIn(link('/courses'));
  expect(loadQueryScope).toHaveBeenCalledTimes(1);
});

it('each path is preloaded once per page load (its module loads once whatever the path), the Chakra scope once', () => {
  fireEvent.focusIn(link('/courses/qa-fundamentals'));
  fireEvent.focusIn(link('/courses/api-testing'));
  fireEvent.focusIn(link('/courses/qa-fundamentals'));
  fireEvent.focusIn(link('/rating'));
  fireEvent.focusIn(link('/paths/1'));
  expect(preloadPage.mock.calls).toEqual([
    ['platform', './CoursePage', '/courses/qa-fundamentals'],
    ['platform', './CoursePage', '/courses/api-testing'],
    ['platform', './RatingPage', '/rating'],
    ['platform', './PathPage', '/paths/1'],
  ]);
  expect(preloadChakra).toHaveBeenCalledTimes(1);
});

it('never preloads the page shown, but does another page of the same route (its data) and of the same remote', () => {
  window.history.replaceState(null, '', '/courses/qa-fundamentals');
  fireEvent.focusIn(link('/courses/qa-fundamentals?tab=reviews'));
  expect(preloadPage).not.toHaveBeenCalled();
  fireEvent.focusIn(link('/courses/api-testing'));
  expect(preloadPage).toHaveBeenLastCalledWith('platform', './CoursePage', '/courses/api-testing');
  fireEvent.focusIn(link('/courses'));
  expect(preloadPage).toHaveBeenLastCalledWith('platform', './CoursesPage', '/courses');
});

it('preloads nothing while the browser saves data', () => {
  setSaveData(true);
  fireEvent.focusIn(link('/courses/qa-fundamentals'));
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
  fireEvent.focusIn(link('/courses/qa-fundamentals'));
  await jest.runAllTimersAsync();
  process.off('unhandledRejection', unhandled);
  expect(unhandled).not.toHaveBeenCalled();
});

it('stops listening when stopped', () => {
  stop();
  fireEvent.focusIn(link('/courses'));
  expect(preloadPage).not.toHaveBeenCalled();
});

it('its code loads at the first sign of engagement: a link focused or pointed at meanwhile counts as intent', () => {
  stop();
  const focused = link('/posts');
  focused.focus();
  const pointedAt = link('/events');
  const hovered = jest.spyOn(document, 'querySelectorAll').mockReturnValueOnce([pointedAt] as never);
  stop = startIntentPreload(document);
  hovered.mockRestore();
  expect(preloadPage.mock.calls.map(([, , path]) => path)).toEqual(['/posts']);
  jest.advanceTimersByTime(HOVER_INTENT_MS); // a pointer at rest on a link: intent, as a hover
  expect(preloadPage).toHaveBeenLastCalledWith('marketing', './EventsPage', '/events');
});

it('started with no link focused or pointed at, it preloads nothing by itself', () => {
  stop();
  stop = startIntentPreload(document);
  jest.advanceTimersByTime(HOVER_INTENT_MS);
  expect(preloadPage).not.toHaveBeenCalled();
});
