/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import * as sanitizeHtml from '@qa/shared/ui/widgets/sanitize-html';
import PostPage, { prefetch } from '../pages/PostPage';
import { postQueryOptions } from '../features/blog/api/post';
import { BLOG, contentHandlers, listPosts } from './content-fixtures';
import { never, resetWorld } from '@qa/testing/page-harness';
import { renderPage, startApi } from './test-helpers';
import { failsTwice } from '@qa/testing/fails-twice';

jest.mock('@qa/shared/ui/widgets/sanitize-html', () => {
  const actual = jest.requireActual<typeof sanitizeHtml>('@qa/shared/ui/widgets/sanitize-html');
  return { ...actual, loadSanitizerWithRetry: jest.fn(actual.loadSanitizerWithRetry) };
});

const server = startApi(...contentHandlers);
beforeEach(resetWorld);

const show = (slug: string) => renderPage('/posts/:slug', <PostPage />, `/posts/${slug}`);
const body = async () => {
  const article = await screen.findByRole('article');
  await waitFor(() => expect(article.querySelector('[data-safe-html="pending"]')).toBeNull());
  return article;
};

test('the article: title, author, date, reading time, cover, sanitised body with heading anchors, related, back link', async () => {
  show('post-7');
  expect(screen.getByRole('status', { name: 'Loading the article' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Post number 7' })).toBeInTheDocument();
  const article = await body();
  expect(within(article).getByText('Olena Kravets')).toBeInTheDocument();
  expect(within(article).getByText(/3 min read/)).toBeInTheDocument();
  expect(within(article).getByText('Automation')).toBeInTheDocument();
  expect(article.querySelector('img')).toHaveAttribute('width', '1200');
  const section = within(article).getByRole('heading', { level: 2, name: /Why it matters/ });
  expect(section).toHaveAttribute('id', 'user-content-why-it-matters');
  expect(within(section).getByRole('link', { name: 'Link to the section Why it matters' })).toHaveAttribute(
    'href',
    '#user-content-why-it-matters',
  );
  expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/posts');
  const related = screen.getByRole('region', { name: 'Related articles' });
  await waitFor(() => expect(within(related).getAllByRole('article')).toHaveLength(3));
  expect(within(related).queryByRole('link', { name: 'Post number 7' })).not.toBeInTheDocument();
  expect(within(related).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  await waitFor(() => expect(document.title).toBe('Post number 7 — QA Career'));
  expect(document.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  expect(document.querySelector('meta[property="og:image"]')).toHaveAttribute(
    'content',
    expect.stringMatching(/covers\/post-post-7\.svg$/),
  );
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Excerpt of post 7 & more.');
});

test('hostile HTML renders inert: no script, no handlers, no javascript: links, no frames', async () => {
  const user = userEvent.setup();
  show('xss-payloads-explained');
  const article = await body();
  expect(within(article).getByText('Click me')).toBeInTheDocument();
  expect(article.querySelector('script, iframe')).toBeNull();
  const attributes = [...article.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => a.name));
  expect(attributes.filter((name) => name.startsWith('on'))).toEqual([]);
  const hrefs = [...article.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
  expect(hrefs.filter((href) => /^\s*javascript:/i.test(href))).toEqual([]);
  await user.click(within(article).getByText('Click me'));
  expect((window as { __hostile?: unknown }).__hostile).toBeUndefined();
});

test('an unknown slug is the not-found page', async () => {
  show('no-such-post');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});

test('a failed load shows the message and Retry loads the article', async () => {
  server.use(
    failsTwice(`${BLOG}/posts`, 'The blog is resting.', 502, ({ request }) => listPosts(new URL(request.url))),
  );
  const user = userEvent.setup();
  show('post-2');
  const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
  expect(within(alert).getByText('The blog is resting.')).toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Post number 2' })).toBeInTheDocument();
});

test('a post alone in its category has no related section', async () => {
  server.use(
    http.get(`${BLOG}/posts`, ({ request }) => {
      const url = new URL(request.url);
      return url.searchParams.get('categories')
        ? HttpResponse.json([], { headers: { 'X-WP-TotalPages': '1' } })
        : listPosts(url);
    }),
  );
  show('post-12');
  await body();
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Related articles' })).not.toBeInTheDocument());
});

test('while loading, the skeleton stands where the article will be', () => {
  server.use(http.get(`${BLOG}/posts`, never));
  show('post-1');
  expect(screen.getByRole('status', { name: 'Loading the article' })).toBeInTheDocument();
});

test('prefetch: the post and its sanitizer load with the page code, and it settles once both are there', async () => {
  let sanitizerReady: () => void = () => {};
  jest
    .mocked(sanitizeHtml.loadSanitizerWithRetry)
    .mockReturnValueOnce(new Promise((resolve) => (sanitizerReady = () => resolve((html: string) => html))));
  const queryClient = new QueryClient();
  let settled = false;
  const done = prefetch({ params: { slug: 'post-7' }, queryClient })?.then(() => (settled = true));
  await waitFor(() => expect(queryClient.getQueryData(postQueryOptions('post-7').queryKey)).toBeDefined());
  // the page would render an empty body and fill it in a second long render: it waits for the sanitizer too
  expect(settled).toBe(false);
  sanitizerReady();
  await done;
  expect(settled).toBe(true);
  expect(prefetch({ params: {}, queryClient })).toBeUndefined();
});
