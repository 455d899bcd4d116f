/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import PostsPage, { prefetch } from '../pages/PostsPage';
import { categoriesQueryOptions } from '../features/blog/api/categories';
import { postsQueryOptions } from '../features/blog/api/posts';
import { BLOG, contentHandlers, nth, listPosts } from './content-fixtures';
import { location, never, resetWorld } from '@qa/testing/page-harness';
import { renderPage, startApi } from './test-helpers';
import { failsTwice } from '@qa/testing/fails-twice';

const server = startApi(...contentHandlers);
beforeEach(resetWorld);

const cardTitles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

test('a page of posts: cover with its size, category, excerpt, date, reading time, and page links from the header', async () => {
  renderPage('/posts', <PostsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading articles' })).toBeInTheDocument();
  expect(await screen.findByText('13 articles')).toBeInTheDocument();
  expect(document.title).toBe('Blog — QA Career');
  expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toMatch(/\/posts$/);
  expect(cardTitles()).toHaveLength(9);
  const first = nth(screen.getAllByRole('article'), 0);
  expect(within(first).getByRole('link', { name: 'Post number 1' })).toHaveAttribute('href', '/posts/post-1');
  expect(within(first).getByText('Excerpt of post 1 & more.')).toBeInTheDocument();
  expect(within(first).getByText('19 Nov 2026').closest('p')).toHaveTextContent(
    'Olena Kravets · 19 Nov 2026 · 3 min read',
  );
  expect(within(first).getByText('Career')).toBeInTheDocument();
  const image = first.querySelector('img') as HTMLImageElement;
  expect(image).toHaveAttribute('width', '1200');
  expect(image).toHaveAttribute('height', '630');
  expect(nth(screen.getAllByRole('article'), 5).querySelector('img')).toHaveAttribute('loading', 'lazy');
  const pages = screen.getByRole('navigation', { name: 'Pagination' });
  expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/posts?page=2');
  expect(within(pages).queryByRole('link', { name: 'Page 3' })).not.toBeInTheDocument();
});

test('page 2 comes from the URL and the page links move there', async () => {
  const user = userEvent.setup();
  renderPage('/posts', <PostsPage />);
  await screen.findByText('13 articles');
  await user.click(screen.getByRole('link', { name: 'Next →' }));
  expect(location()).toBe('/posts?page=2');
  expect(await screen.findByRole('link', { name: 'Post number 10' })).toBeInTheDocument();
  expect(cardTitles()).toHaveLength(4);
  expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('a category link filters the posts, keeps the page in the URL and counts them', async () => {
  const user = userEvent.setup();
  renderPage('/posts', <PostsPage />, '/posts?page=2');
  await screen.findByRole('link', { name: 'Post number 10' });
  const nav = screen.getByRole('navigation', { name: 'Categories' });
  await user.click(within(nav).getByRole('link', { name: 'Automation' }));
  expect(location()).toBe('/posts?category=automation');
  expect(await screen.findByText('5 articles in Automation')).toBeInTheDocument();
  expect(cardTitles()).toEqual(['Post number 7', 'Post number 8', 'Post number 9', 'Post number 10', 'Post number 11']);
  expect(within(nav).getByRole('link', { name: 'Automation' })).toHaveAttribute('aria-current', 'page');
  expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
});

test('search is debounced into the URL and sent to the API', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderPage('/posts', <PostsPage />, '/posts?page=2');
  await screen.findByRole('link', { name: 'Post number 10' });
  await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'xss');
  expect(location()).toBe('/posts?page=2');
  await act(() => jest.advanceTimersByTimeAsync(300));
  expect(location()).toBe('/posts?q=xss');
  expect(await screen.findByText('1 article for “xss”')).toBeInTheDocument();
  expect(cardTitles()).toEqual(['What an XSS Payload Looks Like']);
  jest.useRealTimers();
});

test('nothing matches: says so, and clearing shows every post again', async () => {
  const user = userEvent.setup();
  renderPage('/posts', <PostsPage />, '/posts?q=nothing-like-this');
  expect(await screen.findByRole('heading', { name: 'No articles match' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear search and category' }));
  expect(location()).toBe('/posts');
  expect(await screen.findByText('13 articles')).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
});

test('an empty blog says so', async () => {
  server.use(http.get(`${BLOG}/posts`, ({ request }) => listPosts(new URL(request.url), [])));
  renderPage('/posts', <PostsPage />);
  expect(await screen.findByRole('heading', { name: 'No articles yet' })).toBeInTheDocument();
});

test('a page past the end offers the first page; an unknown category says so', async () => {
  const { unmount } = renderPage('/posts', <PostsPage />, '/posts?page=7');
  expect(await screen.findByRole('heading', { name: 'This page has no articles' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/posts');
  unmount();
  renderPage('/posts', <PostsPage />, '/posts?category=cooking');
  expect(await screen.findByRole('heading', { name: 'There is no such category' })).toBeInTheDocument();
});

test('a failed load shows the message, and Retry loads again', async () => {
  server.use(
    failsTwice(`${BLOG}/posts`, 'The blog is resting.', 503, ({ request }) => listPosts(new URL(request.url))),
  );
  const user = userEvent.setup();
  renderPage('/posts', <PostsPage />);
  const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
  expect(within(alert).getByText('The blog is resting.')).toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('13 articles')).toBeInTheDocument();
});

test('while loading, the list keeps its room', async () => {
  server.use(http.get(`${BLOG}/posts`, never));
  renderPage('/posts', <PostsPage />);
  const loading = screen.getByRole('status', { name: 'Loading articles' });
  expect(loading.querySelectorAll('li')).toHaveLength(9);
});

test("prefetch: the categories and the URL's page of posts, the queries the list reads", async () => {
  const queryClient = new QueryClient();
  const data = (query: Parameters<typeof postsQueryOptions>[0]) =>
    queryClient.getQueryData(postsQueryOptions(query).queryKey);
  await prefetch({ params: {}, search: new URLSearchParams('page=2&q=bug'), queryClient });
  expect(queryClient.getQueryData(categoriesQueryOptions().queryKey)).toHaveLength(3);
  expect(data({ page: 2, category: 0, search: 'bug' })).toBeDefined();
  // a category filter names a slug: its posts are asked for by the id the categories give
  await prefetch({ params: {}, search: new URLSearchParams('category=automation'), queryClient });
  expect(data({ page: 1, category: 4, search: '' })?.posts).toHaveLength(5);
  // an unknown slug is an empty result on the page: no posts asked for
  const before = queryClient.getQueryCache().getAll().length;
  await prefetch({ params: {}, search: new URLSearchParams('category=nothing'), queryClient });
  expect(queryClient.getQueryCache().getAll()).toHaveLength(before);
  // a host without the query: nothing guessed
  expect(prefetch({ params: {}, queryClient })).toBeUndefined();
});

test('prefetch: a failing API leaves it settled, for the page to report', async () => {
  server.use(http.get(`${BLOG}/categories`, () => new Response(null, { status: 500 })));
  const queryClient = new QueryClient();
  await expect(
    prefetch({ params: {}, search: new URLSearchParams('category=automation'), queryClient }),
  ).resolves.toBeUndefined();
});
