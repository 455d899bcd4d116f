/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import InstructorPage from '../pages/InstructorPage';
import { API, qaFundamentals } from './fixtures';
import { renderPage, resetWorld } from '@qa/testing/page-harness';
import { failsTwice } from '@qa/testing/fails-twice';
import { startApi } from './test-helpers';

const server = startApi();
beforeEach(resetWorld);

const open = (id: number) =>
  renderPage(
    '/courses/:courseSlug/instructor/:instructorId',
    <InstructorPage />,
    `/courses/qa-fundamentals/instructor/${id}`,
  );

test('photo, bio and the courses taught; back to the course', async () => {
  open(1);
  expect(screen.getByRole('status', { name: 'Loading the instructor' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Olena Kravets' })).toBeInTheDocument();
  expect(document.title).toBe('Olena Kravets — QA Career');
  expect(screen.getByRole('img', { name: 'Photo of Olena Kravets' })).toHaveAttribute(
    'src',
    expect.stringMatching(/\/media\/avatars\/olena-kravets\.svg$/),
  );
  const taught = screen.getByRole('region', { name: 'Courses by Olena Kravets' });
  expect(within(taught).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  expect(screen.getByRole('link', { name: /Back to the course/ })).toHaveAttribute('href', '/courses/qa-fundamentals');
});

test('an unknown instructor is the not-found page', async () => {
  open(99);
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});

test('a failed load has Retry', async () => {
  server.use(failsTwice(`${API}/instructors/1`, 'Down.'));
  const user = userEvent.setup();
  open(1);
  await user.click(
    within(await screen.findByRole('alert', {}, { timeout: 4000 })).getByRole('button', { name: 'Retry' }),
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Olena Kravets' })).toBeInTheDocument();
});

test('an instructor without courses says so and links to the catalogue', async () => {
  server.use(http.get(`${API}/instructors/1`, () => HttpResponse.json({ ...qaFundamentals.instructor, courses: [] })));
  open(1);
  const taught = within(await screen.findByRole('region', { name: 'Courses by Olena Kravets' }));
  expect(taught.getByRole('heading', { level: 3, name: 'No courses published yet' })).toBeInTheDocument();
  expect(taught.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/courses');
  expect(taught.queryByRole('list')).not.toBeInTheDocument();
});
