/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import CoursesPage from '../pages/CoursesPage';
import { API } from './fixtures';
import { location, renderPage, resetWorld } from '@qa/testing/page-harness';
import { failsTwice } from '@qa/testing/fails-twice';
import { startApi } from './test-helpers';

const server = startApi();
beforeEach(resetWorld);
// A failed test must not leave its fake clock to the next one.
afterEach(() => jest.useRealTimers());

const cards = () => within(screen.getByRole('list')).getAllByRole('article');
const titles = () => cards().map((card) => within(card).getByRole('heading').textContent);

test('lists every course as a card with level, rating, lectures and duration; the tab says Courses', async () => {
  renderPage('/courses', <CoursesPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Courses' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading courses' })).toBeInTheDocument();
  expect(await screen.findByText('4 courses')).toBeInTheDocument();
  expect(titles()).toEqual([
    'QA Fundamentals',
    'Test Design Techniques',
    'API Testing with Postman',
    'Playwright UI Automation',
  ]);
  const first = within(cards()[0] as HTMLElement);
  expect(first.getByRole('link')).toHaveAttribute('href', '/courses/qa-fundamentals');
  expect(first.getByText('Free')).toBeInTheDocument();
  expect(first.getByRole('img', { name: 'QA Fundamentals rating: 4.8 out of 5 stars' })).toBeInTheDocument();
  expect(first.getByText('6 lectures')).toBeInTheDocument();
  expect(first.getByText('1 h 35 min')).toBeInTheDocument();
  // a paid course's badge: 'Paid', the word the whole site uses for the paid tier
  expect(within(cards()[1] as HTMLElement).getByText('Paid')).toBeInTheDocument();
  // The first row's covers (the largest paint) load at once, the rest when scrolled near.
  expect(cards().map((card) => card.querySelector('img')?.getAttribute('loading'))).toEqual([
    'eager',
    'eager',
    'eager',
    'lazy',
  ]);
  expect(document.title).toBe('Courses — QA Career');
});

test('search is debounced into the URL and filters by title', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderPage('/courses', <CoursesPage />);
  await screen.findByText('4 courses');
  await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'playwright');
  expect(location()).toBe('/courses');
  await act(() => jest.advanceTimersByTimeAsync(300));
  expect(location()).toBe('/courses?q=playwright');
  expect(titles()).toEqual(['Playwright UI Automation']);
  expect(screen.getByText('1 course found')).toBeInTheDocument();
  jest.useRealTimers();
});

test('a filter chosen right after typing keeps both the search and the filter', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderPage('/courses', <CoursesPage />);
  await screen.findByText('4 courses');
  await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'testing');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Price' }), 'paid');
  await act(() => jest.advanceTimersByTimeAsync(300));
  const query = new URLSearchParams((location() ?? '').split('?')[1]);
  expect(Object.fromEntries(query)).toEqual({ q: 'testing', price: 'paid' });
  expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('testing');
  expect(screen.getByRole('combobox', { name: 'Price' })).toHaveValue('paid');
});

test('path, level and price filters live in the URL and are read back from it', async () => {
  const user = userEvent.setup();
  renderPage('/courses', <CoursesPage />, '/courses?path=2');
  await screen.findByText('2 courses found');
  expect(screen.getByRole('combobox', { name: 'Career path' })).toHaveValue('2');
  expect(titles()).toEqual(['API Testing with Postman', 'Playwright UI Automation']);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Price' }), 'free');
  expect(location()).toBe('/courses?path=2&price=free');
  expect(titles()).toEqual(['API Testing with Postman']);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'advanced');
  expect(screen.getByRole('heading', { name: 'No courses match' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
  expect(location()).toBe('/courses');
  // The grid comes back on a navigation: its first screen at once, the rest after that paint.
  await waitFor(() => expect(cards()).toHaveLength(4));
});

test('a failed load shows the server message and Retry loads again', async () => {
  server.use(failsTwice(`${API}/courses`, 'The catalogue is resting.', 503, () => HttpResponse.json({ data: [] })));
  const user = userEvent.setup();
  renderPage('/courses', <CoursesPage />);
  const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
  expect(within(alert).getByText('The catalogue is resting.')).toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('0 courses')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'No courses match' })).toBeInTheDocument();
});

test('hovering a card fetches the course ahead', async () => {
  const requested: string[] = [];
  server.events.on('request:start', ({ request }) => requested.push(new URL(request.url).pathname));
  const user = userEvent.setup();
  renderPage('/courses', <CoursesPage />);
  await screen.findByText('4 courses');
  await user.hover(within(cards()[0] as HTMLElement).getByRole('link'));
  await waitFor(() => expect(requested).toContain('/courses/qa-fundamentals'));
  server.events.removeAllListeners();
});

test('reaching a card with the keyboard fetches the course ahead', async () => {
  const requested: string[] = [];
  server.events.on('request:start', ({ request }) => requested.push(new URL(request.url).pathname));
  const user = userEvent.setup();
  renderPage('/courses', <CoursesPage />);
  await screen.findByText('4 courses');
  const card = within(cards()[0] as HTMLElement).getByRole('link');
  // Tab past the search and the filters, as a keyboard user does.
  for (let stops = 0; stops < 10 && document.activeElement !== card; stops += 1) await user.tab();
  expect(card).toHaveFocus();
  await waitFor(() => expect(requested).toContain('/courses/qa-fundamentals'));
  expect(requested).not.toContain('/courses/test-design-techniques');
  server.events.removeAllListeners();
});
