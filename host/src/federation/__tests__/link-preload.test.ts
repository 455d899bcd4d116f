import { preloadChakraScope } from '../chakra-scope';
import { preloadPressedLinks, routeAt } from '../link-preload';
import { preloadRemotePage } from '../use-remote-component';
import { loadQueryScope } from '@qa/shared/ui/query/QueryScope';
import { setSaveData } from '@qa/testing/visitor-signals';

jest.mock('../use-remote-component', () => ({ preloadRemotePage: jest.fn() }));
jest.mock('../chakra-scope', () => ({ preloadChakraScope: jest.fn(() => Promise.resolve()) }));
jest.mock('@qa/shared/ui/query/QueryScope', () => ({ loadQueryScope: jest.fn(() => Promise.resolve()) }));

const preloadPage = jest.mocked(preloadRemotePage);

/** A part of the page that hears presses, its own in each test: no press remembered from another. */
function listening(): HTMLElement {
  const root = document.createElement('div');
  document.body.append(root);
  preloadPressedLinks(root);
  return root;
}

function press(root: HTMLElement, href: string, button = 0, keys: MouseEventInit = {}): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.innerHTML = '<span>Go</span>';
  root.append(anchor);
  anchor.firstChild?.dispatchEvent(new MouseEvent('pointerdown', { button, bubbles: true, ...keys }));
}

afterEach(() => {
  document.body.innerHTML = '';
  setSaveData(undefined);
  window.history.replaceState(null, '', '/');
});

it('a press on a link starts its page at once, with no engagement before it: module, first data and scopes', () => {
  const root = listening();
  press(root, '/paths/1');
  expect(preloadPage).toHaveBeenCalledWith('platform', './PathPage', '/paths/1');
  expect(preloadChakraScope).toHaveBeenCalledTimes(1);
  expect(loadQueryScope).toHaveBeenCalledTimes(1);
});

it('another button, a modifier key or a link to a new tab (a menu, another tab: not this page) starts nothing', () => {
  const root = listening();
  press(root, '/courses', 2);
  press(root, '/courses', 1);
  press(root, '/courses', 0, { ctrlKey: true });
  press(root, '/courses', 0, { metaKey: true });
  const newTab = document.createElement('a');
  newTab.href = '/posts';
  newTab.target = '_blank';
  root.append(newTab);
  newTab.dispatchEvent(new MouseEvent('pointerdown', { button: 0, bubbles: true }));
  expect(preloadPage).not.toHaveBeenCalled();
});

it('each path once per page load; never the page shown, another site, or while the browser saves data', () => {
  const root = listening();
  press(root, '/courses');
  press(root, '/courses');
  press(root, '/');
  press(root, 'https://example.com/courses');
  setSaveData(true);
  press(root, '/posts');
  expect(preloadPage.mock.calls).toEqual([['platform', './CoursesPage', '/courses']]);
});

it('finds the route as the router ranks paths', () => {
  expect(routeAt('/courses/my-courses')?.id).toBe('my-courses');
  expect(routeAt('/courses/qa-fundamentals')?.id).toBe('course');
  expect(routeAt('/courses/')?.id).toBe('courses');
  expect(routeAt('/nowhere')).toBeNull();
});
