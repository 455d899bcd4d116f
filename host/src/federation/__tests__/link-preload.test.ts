import { preloadChakraScope } from '../chakra-scope';
import { pageReadyFor, preloadPressedLinks, routeAt } from '../link-preload';
import { hasShownRemotePage, preloadRemotePage } from '../use-remote-component';
import { loadQueryScope } from '@qa/shared/ui/query/QueryScope';
import { setSaveData } from '@qa/testing/visitor-signals';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { signInAs } from '@qa/testing/page-harness';

jest.mock('../use-remote-component', () => ({
  preloadRemotePage: jest.fn(() => Promise.resolve()),
  hasShownRemotePage: jest.fn(() => false),
}));
jest.mock('../chakra-scope', () => ({ preloadChakraScope: jest.fn(() => Promise.resolve()) }));
jest.mock('@qa/shared/ui/query/QueryScope', () => ({ loadQueryScope: jest.fn(() => Promise.resolve()) }));

const preloadPage = jest.mocked(preloadRemotePage);

const setOnline = (onLine: boolean) =>
  Object.defineProperty(window.navigator, 'onLine', { value: onLine, configurable: true });

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
  setOnline(true);
  useAuthStore.setState({ accessToken: null, user: null });
  jest.mocked(hasShownRemotePage).mockReturnValue(false);
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

describe('pageReadyFor: what a click waits for before the location changes', () => {
  it("a remote page whose code has not arrived: that code's load, started with its first data and scopes", () => {
    const loading = Promise.resolve();
    preloadPage.mockReturnValueOnce(loading);
    expect(pageReadyFor('/paths?level=junior')).toBe(loading);
    expect(preloadPage).toHaveBeenCalledWith('platform', './PathsPage', '/paths?level=junior');
    expect(loadQueryScope).toHaveBeenCalled();
  });

  it("nothing for the host's own pages, a page shown before in this page load, another site, or while offline", () => {
    expect(pageReadyFor('/')).toBeNull();
    expect(pageReadyFor('https://example.com/paths')).toBeNull();
    setOnline(false);
    expect(pageReadyFor('/paths')).toBeNull();
    setOnline(true);
    jest.mocked(hasShownRemotePage).mockReturnValue(true);
    expect(pageReadyFor('/paths')).toBeNull();
    expect(preloadPage).not.toHaveBeenCalled();
  });

  it("a member's page only for a member: an anonymous visitor's click goes on to the guard at once", () => {
    expect(pageReadyFor('/dashboard')).toBeNull();
    signInAs();
    expect(pageReadyFor('/dashboard')).not.toBeNull();
    expect(preloadPage).toHaveBeenCalledWith('platform', './DashboardPage', '/dashboard');
  });
});
