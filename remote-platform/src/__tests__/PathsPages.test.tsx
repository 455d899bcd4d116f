/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import PathPage from '../pages/PathPage';
import PathsPage from '../pages/PathsPage';
import { API, paths } from './fixtures';
import { renderPage, resetWorld, signInAs } from '@qa/testing/page-harness';
import { failsTwice } from '@qa/testing/fails-twice';
import { startApi } from './test-helpers';

const server = startApi();
beforeEach(resetWorld);

test('/paths: each path as a card with what you become, level, weeks and courses', async () => {
  renderPage('/paths', <PathsPage />);
  expect(screen.getByRole('status', { name: 'Loading career paths' })).toBeInTheDocument();
  const first = within((await screen.findAllByRole('article'))[0] as HTMLElement);
  expect(first.getByRole('heading', { name: 'Manual QA Engineer' })).toBeInTheDocument();
  expect(first.getByText('Career path')).toBeInTheDocument();
  expect(first.getByText('12 weeks')).toBeInTheDocument();
  expect(first.getByText('2 courses')).toBeInTheDocument();
  expect(first.getByRole('link')).toHaveAttribute('href', '/paths/1');
  expect(document.title).toBe('Career Paths — QA Career');
});

test('/paths: empty and error with Retry', async () => {
  server.use(failsTwice(`${API}/paths`, 'Down.', 500, () => HttpResponse.json({ data: [] })));
  const user = userEvent.setup();
  renderPage('/paths', <PathsPage />);
  await user.click(
    within(await screen.findByRole('alert', {}, { timeout: 4000 })).getByRole('button', { name: 'Retry' }),
  );
  expect(await screen.findByRole('heading', { name: 'No career paths yet' })).toBeInTheDocument();
});

test('/paths/:id: courses in order with total duration; a signed-in learner sees progress and Continue', async () => {
  signInAs();
  renderPage('/paths/:id', <PathPage />, '/paths/1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Manual QA Engineer' })).toBeInTheDocument();
  expect(screen.getByText('2 courses · 3 h 10 min of learning')).toBeInTheDocument();
  const items = within(screen.getByRole('region', { name: 'Courses in order' })).getAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
    'QA Fundamentals',
    'Test Design Techniques',
  ]);
  expect(await within(items[0] as HTMLElement).findByText('33% complete')).toBeInTheDocument();
  expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Continue: QA Fundamentals' })).toHaveAttribute(
    'href',
    '/courses/qa-fundamentals/lecture/13',
  );
  expect(
    within(items[1] as HTMLElement).getByRole('link', { name: 'View course: Test Design Techniques' }),
  ).toHaveAttribute('href', '/courses/test-design-techniques');
});

test('/paths/:id: an unknown path is the not-found page', async () => {
  renderPage('/paths/:id', <PathPage />, '/paths/99');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});

test('/paths/:id: a skeleton while loading, then the path title in the tab', async () => {
  renderPage('/paths/:id', <PathPage />, '/paths/1');
  expect(screen.getByRole('status', { name: 'Loading the career path' })).toBeInTheDocument();
  expect(document.title).toBe('Career Path — QA Career');
  expect(await screen.findByRole('heading', { level: 1, name: 'Manual QA Engineer' })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading the career path' })).not.toBeInTheDocument();
  expect(document.title).toBe('Manual QA Engineer — QA Career');
});

test('/paths/:id: a failed load shows the server message; Retry shows the path', async () => {
  server.use(failsTwice(`${API}/paths/1`, 'Paths are resting.', 503));
  const user = userEvent.setup();
  renderPage('/paths/:id', <PathPage />, '/paths/1');
  const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
  expect(within(alert).getByText('Paths are resting.')).toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Manual QA Engineer' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('/paths/:id: a path without courses says so and links to the catalogue', async () => {
  server.use(http.get(`${API}/paths/1`, () => HttpResponse.json({ ...paths[0], courses: [] })));
  renderPage('/paths/:id', <PathPage />, '/paths/1');
  const section = within(await screen.findByRole('region', { name: 'Courses in order' }));
  expect(section.getByRole('heading', { level: 3, name: 'No courses in this path yet' })).toBeInTheDocument();
  expect(section.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/courses');
  expect(section.queryByRole('list')).not.toBeInTheDocument();
});
