import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@qa/testing/router';
import { routeById, type RouteId } from '@qa/shared/kernel/routing/route-table';
import { RemoteLoadError, loadRemoteModule, resetRemote } from '../remote-loader';
import { isRemoteRoute, RemotePage } from '../RemotePage';
import { hasRemotePage, hasShownRemotePage, preloadRemotePage } from '../use-remote-component';
import { loadQueryScope } from '@qa/shared/ui/query/QueryScope';
import { FIRST_DATA_WAIT_MS } from '../page-prefetch';

jest.mock('../remote-loader', () => {
  const actual = jest.requireActual('../remote-loader');
  return { ...actual, loadRemoteModule: jest.fn(), resetRemote: jest.fn() };
});

const load = jest.mocked(loadRemoteModule);
const reset = jest.mocked(resetRemote);

// Each test uses its own route: the loaded pages are kept for the whole page load, as in the browser.
function showPage(id: RouteId) {
  const route = routeById(id);
  if (!isRemoteRoute(route)) throw new Error(`${id} is not a remote route`);
  render(
    <MemoryRouter initialEntries={[route.path]}>
      <RemotePage entry={{ ...route, ui: 'light' }} />
    </MemoryRouter>,
  );
}

function Page() {
  return <h1>The page</h1>;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

// The intent preload brings the query library with a page's code (QueryScope), so a preloaded page needs no wait.
beforeAll(() => loadQueryScope());

beforeEach(() => {
  load.mockReset();
  reset.mockClear();
});

it('a preloaded page shows at once, without a placeholder and without a second load', async () => {
  load.mockResolvedValueOnce({ default: Page });
  preloadRemotePage('platform', './PathsPage', '/paths');
  await flush();
  showPage('paths');
  expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('a page shown while its preload is in flight takes that load over instead of starting another', async () => {
  let finish: (module: unknown) => void = () => {};
  load.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
  preloadRemotePage('platform', './RatingPage', '/rating');
  preloadRemotePage('platform', './RatingPage', '/rating');
  showPage('rating');
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  finish({ default: Page });
  expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('a preload that fails stays silent, forgets the remote, and the page then loads it afresh', async () => {
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  load.mockRejectedValueOnce(new RemoteLoadError('marketing', './EventsPage', 'unavailable'));
  preloadRemotePage('marketing', './EventsPage', '/events');
  await flush();
  process.off('unhandledRejection', unhandled);
  expect(unhandled).not.toHaveBeenCalled();
  expect(reset).toHaveBeenCalledWith('marketing');

  load.mockResolvedValueOnce({ default: Page });
  showPage('events');
  expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('a preload that times out leaves the remote registered (its load may still finish)', async () => {
  load.mockRejectedValueOnce(new RemoteLoadError('auth', './LoginPage', 'timeout'));
  preloadRemotePage('auth', './LoginPage', '/login');
  await flush();
  expect(reset).not.toHaveBeenCalled();
});

it('a preload that sends no component is not kept: the page loads it again', async () => {
  load.mockResolvedValueOnce({});
  preloadRemotePage('marketing', './MentorshipPage', '/mentorship');
  await flush();
  load.mockResolvedValueOnce({ default: Page });
  showPage('mentorship');
  expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('a failing preload the page took over gets the page its usual second try from a fresh manifest', async () => {
  let fail: (error: unknown) => void = () => {};
  load.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
  preloadRemotePage('platform', './DashboardPage', '/dashboard');
  showPage('dashboard');
  load.mockResolvedValueOnce({ default: Page });
  fail(new RemoteLoadError('platform', './DashboardPage', 'unavailable'));
  expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
  expect(reset).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenCalledTimes(2);
});

it('a page already loaded is not preloaded again', async () => {
  load.mockResolvedValueOnce({ default: Page });
  showPage('profile');
  expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
  preloadRemotePage('platform', './ProfilePage', '/profile');
  expect(load).toHaveBeenCalledTimes(1);
});

it('a page still loading shows the module as soon as a preload of it has finished (no second wait)', async () => {
  load.mockReturnValueOnce(new Promise(() => {})); // the page's own load, slow
  showPage('posts');
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  load.mockResolvedValueOnce({ default: Page }); // a preload that finishes first (between render and effect in the browser)
  preloadRemotePage('marketing', './PostsPage', '/posts');
  expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
});

describe('what a preload resolves with: a held click waits for it (held-navigation.ts)', () => {
  afterEach(() => jest.useRealTimers());

  it("resolves once the module is in and the page's first data has come, not before", async () => {
    let answer: () => void = () => {};
    const prefetch = jest.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    load.mockResolvedValueOnce({ default: Page, prefetch });
    const done = jest.fn();
    void preloadRemotePage('platform', './CoursePage', '/courses/qa-fundamentals').then(done);
    await flush();
    expect(prefetch).toHaveBeenCalledWith(expect.objectContaining({ params: { courseSlug: 'qa-fundamentals' } }));
    expect(done).not.toHaveBeenCalled();
    answer();
    await flush();
    expect(done).toHaveBeenCalled();
  });

  it('waits for slow data no longer than a page does (FIRST_DATA_WAIT_MS)', async () => {
    jest.useFakeTimers();
    load.mockResolvedValueOnce({ default: Page, prefetch: () => new Promise<void>(() => {}) });
    const done = jest.fn();
    void preloadRemotePage('platform', './InstructorPage', '/courses/qa-fundamentals/instructor/1').then(done);
    await jest.advanceTimersByTimeAsync(FIRST_DATA_WAIT_MS - 1);
    expect(done).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
  });

  it('resolves at once for a failed module: the page then shows what went wrong', async () => {
    load.mockRejectedValueOnce(new RemoteLoadError('marketing', './EventPage', 'unavailable'));
    const done = jest.fn();
    void preloadRemotePage('marketing', './EventPage', '/events/1').then(done);
    await flush();
    expect(done).toHaveBeenCalled();
  });
});

it('a page loaded ahead counts as loaded, and as shown only once it has been on screen (a held click waits for its data until then)', async () => {
  load.mockResolvedValueOnce({ default: Page });
  preloadRemotePage('marketing', './PostPage', '/posts/shift-left-testing');
  await flush();
  expect(hasRemotePage('marketing', './PostPage')).toBe(true);
  expect(hasShownRemotePage('marketing', './PostPage')).toBe(false);
  showPage('post');
  expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
  expect(hasShownRemotePage('marketing', './PostPage')).toBe(true);
});
