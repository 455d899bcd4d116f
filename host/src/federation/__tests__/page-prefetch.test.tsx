import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@qa/testing/router';
import type { ExposedModule, PagePrefetchContext } from '@qa/shared/kernel/contracts/remote-contracts';
import { getQueryClient } from '@qa/shared/kernel/query/current-query-client';
import { routeById, type RouteId } from '@qa/shared/kernel/routing/route-table';
import { loadQueryScope } from '@qa/shared/ui/query/QueryScope';
import { loadRemoteModule } from '../remote-loader';
import { FIRST_DATA_WAIT_MS, prefetchPage } from '../page-prefetch';
import { routeMatch } from '../../routing/route-match';
import { isRemoteRoute, RemotePage } from '../RemotePage';
import { preloadRemotePage } from '../use-remote-component';

jest.mock('../remote-loader', () => {
  const actual = jest.requireActual('../remote-loader');
  return { ...actual, loadRemoteModule: jest.fn(), resetRemote: jest.fn() };
});

const load = jest.mocked(loadRemoteModule);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** What happened, in order: the page's prefetch (with its params) and the page's render. */
let events: string[] = [];
let contexts: PagePrefetchContext[] = [];

function pageModule(): ExposedModule {
  return {
    default: function Page() {
      events.push('render');
      return <h1>The page</h1>;
    },
    prefetch: (context) => {
      contexts.push(context);
      events.push(`prefetch ${JSON.stringify(context.params)}`);
      return undefined;
    },
  };
}

// Each test uses its own route: the loaded pages are kept for the whole page load, as in the browser.
function showPage(id: RouteId, path: string) {
  const route = routeById(id);
  if (!isRemoteRoute(route)) throw new Error(`${id} is not a remote route`);
  render(
    <MemoryRouter initialEntries={[path]}>
      <RemotePage entry={{ ...route, ui: 'light' }} />
    </MemoryRouter>,
  );
}

beforeAll(() => loadQueryScope());

beforeEach(() => {
  load.mockReset();
  events = [];
  contexts = [];
});

it('finds the route and its params as the router ranks paths', () => {
  expect(routeMatch('/courses/qa-fundamentals')).toMatchObject({
    entry: { id: 'course' },
    params: { courseSlug: 'qa-fundamentals' },
  });
  expect(routeMatch('/courses/my-courses')?.entry.id).toBe('my-courses');
  expect(routeMatch('/nowhere')).toBeNull();
});

it("a page's first data starts when its module arrives, before the page renders, with the URL's params and the app's client", async () => {
  load.mockResolvedValueOnce(pageModule());
  showPage('course', '/courses/qa-fundamentals');
  expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
  expect(events[0]).toBe('prefetch {"courseSlug":"qa-fundamentals"}');
  expect(events.slice(1).every((event) => event === 'render')).toBe(true);
  expect(contexts[0]?.queryClient).toBe(getQueryClient());
});

it('a link the visitor means to follow: the module loads once, and each path gets its own data', async () => {
  load.mockResolvedValueOnce(pageModule());
  preloadRemotePage('platform', './PathPage', '/paths/1');
  await flush();
  preloadRemotePage('platform', './PathPage', '/paths/2');
  await flush();
  expect(load).toHaveBeenCalledTimes(1);
  expect(events).toEqual(['prefetch {"id":"1"}', 'prefetch {"id":"2"}']);
});

it("the URL's query comes with its params: the page shown, and a link's", async () => {
  load.mockResolvedValueOnce(pageModule());
  showPage('posts', '/posts?category=automation&page=2');
  expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
  expect(contexts[0]?.search?.toString()).toBe('category=automation&page=2');
  preloadRemotePage('marketing', './PostsPage', '/posts?q=jira');
  await flush();
  expect(contexts[1]?.search?.get('q')).toBe('jira');
  expect(events.filter((event) => event.startsWith('prefetch'))).toHaveLength(2);
});

it('a path asked for while its module is still loading gets its data when the module arrives', async () => {
  let finish: (module: ExposedModule) => void = () => {};
  load.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
  preloadRemotePage('marketing', './EventPage', '/events/a');
  preloadRemotePage('marketing', './EventPage', '/events/b');
  finish(pageModule());
  await flush();
  expect(load).toHaveBeenCalledTimes(1);
  expect(events.sort()).toEqual(['prefetch {"slug":"a"}', 'prefetch {"slug":"b"}']);
});

it('a page without prefetch, or a prefetch that throws, still shows: the page fetches its own data', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  load.mockResolvedValueOnce({
    ...pageModule(),
    prefetch: () => {
      throw new Error('bad prefetch');
    },
  });
  showPage('mentor', '/mentorship/7');
  expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith('[prefetch] /mentorship/7', expect.any(Error));
  prefetchPage({ default: () => null }, '/mentorship/7');
  await flush();
  expect(warn).toHaveBeenCalledTimes(1);
  warn.mockRestore();
});

describe('the page waits a little for its first data, so it renders once, with it', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const withData = (ms: number): ExposedModule => ({
    ...pageModule(),
    prefetch: () => new Promise((resolve) => setTimeout(resolve, ms)),
  });
  const heading = () => screen.queryByRole('heading', { name: 'The page' });

  it('data that comes quickly: the page renders when it is there', async () => {
    load.mockResolvedValueOnce(withData(100));
    showPage('rating-user', '/rating/5');
    await act(() => jest.advanceTimersByTimeAsync(90));
    expect(heading()).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(heading()).toBeInTheDocument();
  });

  it(`data that is slow: the page renders after ${FIRST_DATA_WAIT_MS} ms, with its own loading state`, async () => {
    load.mockResolvedValueOnce(withData(60_000));
    showPage('post', '/posts/slow');
    await act(() => jest.advanceTimersByTimeAsync(FIRST_DATA_WAIT_MS - 1));
    expect(heading()).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(heading()).toBeInTheDocument();
  });
});
