/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import MyCoursesPage from '../pages/MyCoursesPage';
import { API } from './fixtures';
import { renderPage, resetWorld, signInAs } from '@qa/testing/page-harness';
import { failsTwice } from '@qa/testing/fails-twice';
import { startApi } from './test-helpers';

const server = startApi();
beforeEach(() => {
  resetWorld();
  signInAs();
});

const open = () => renderPage('/courses/my-courses', <MyCoursesPage />);

test('started courses with progress bars; continue goes to the next unfinished lecture', async () => {
  open();
  expect(screen.getByRole('status', { name: 'Loading your courses' })).toBeInTheDocument();
  expect(await screen.findByRole('progressbar', { name: 'QA Fundamentals progress' })).toHaveAttribute(
    'aria-valuenow',
    '33',
  );
  expect(screen.getByRole('heading', { level: 1, name: 'My Courses' })).toBeInTheDocument();
  expect(document.title).toBe('My Courses — QA Career');
  expect(screen.getByRole('link', { name: 'Continue QA Fundamentals' })).toHaveAttribute(
    'href',
    '/courses/qa-fundamentals/lecture/13',
  );
  const finished = screen.getAllByRole('article')[1] as HTMLElement;
  expect(within(finished).getByText('Completed')).toBeInTheDocument();
  expect(within(finished).getByRole('link', { name: 'Review API Testing with Postman' })).toBeInTheDocument();
});

test('no started course: an empty state that leads to the catalogue', async () => {
  server.use(http.get(`${API}/courses/my-courses`, () => HttpResponse.json({ data: [] })));
  open();
  expect(await screen.findByRole('heading', { name: 'No courses yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/courses');
});

test('a failed load has Retry', async () => {
  server.use(failsTwice(`${API}/courses/my-courses`, 'Busy.', 503));
  const user = userEvent.setup();
  open();
  const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'Continue QA Fundamentals' })).toBeInTheDocument();
});
