/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import DashboardPage from '../pages/DashboardPage';
import { API, certificate } from './fixtures';
import { renderPage, resetWorld, signInAs } from '@qa/testing/page-harness';
import { failsTwice } from '@qa/testing/fails-twice';
import { startApi } from './test-helpers';

const server = startApi(
  http.get(`${API}/rating/1`, () =>
    HttpResponse.json({
      position: 22,
      userId: 1,
      fullName: 'Demo Learner',
      profilePhotoUrl: null,
      country: 'US',
      score: 120.5,
      certificates: [certificate],
    }),
  ),
);
beforeEach(resetWorld);

const open = () => renderPage('/dashboard', <DashboardPage />);

test('greeting, rank and score, the next lecture, courses in progress, certificates and the questionnaire call', async () => {
  signInAs({ rating: { position: 22, score: 120.5 }, isQuestionnaireComplete: false });
  open();
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Demo' })).toBeInTheDocument();
  expect(document.title).toBe('Dashboard — QA Career');
  expect(screen.getByText('#22')).toBeInTheDocument();
  expect(screen.getByText('120.5')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Finish the questionnaire' })).toHaveAttribute('href', '/questionnaire');
  expect(await screen.findByText('3. Verification and validation')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/courses/qa-fundamentals/lecture/13');
  // the finished course is not "in progress": one row, and the next lecture's card
  expect(screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label'))).toEqual([
    'Progress in QA Fundamentals',
    'QA Fundamentals progress',
  ]);
  expect(await screen.findByRole('link', { name: 'API Testing with Postman' })).toHaveAttribute(
    'href',
    '/rating/1/certificate/5',
  );
  expect(screen.getByText(/QAC-0001-1/)).toBeInTheDocument();
});

test('a new learner: no rank, the recommended first course, no certificates (the rating card is a 404)', async () => {
  signInAs({ rating: { position: null, score: 0 }, isQuestionnaireComplete: true });
  server.use(
    http.get(`${API}/courses/my-courses`, () => HttpResponse.json({ data: [] })),
    http.get(`${API}/rating/1`, () => HttpResponse.json({ message: 'Not on the board.' }, { status: 404 })),
  );
  open();
  expect(screen.getByText('–')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Finish the questionnaire' })).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Recommended first course: QA Fundamentals' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Start course' })).toHaveAttribute('href', '/courses/qa-fundamentals');
  expect(await screen.findByRole('heading', { name: 'No certificates yet' })).toBeInTheDocument();
});

test('a failed courses call has Retry', async () => {
  signInAs();
  server.use(failsTwice(`${API}/courses/my-courses`, 'Busy.', 503));
  const user = userEvent.setup();
  open();
  const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'Continue' })).toBeInTheDocument();
});

test('while the session starts, and then while the courses load, the page shows skeletons', async () => {
  const view = open();
  expect(screen.getByRole('status', { name: 'Loading your dashboard' })).toBeInTheDocument();
  view.unmount();
  signInAs();
  open();
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Demo' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading your courses' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Continue' })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading your courses' })).not.toBeInTheDocument();
});
