/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import CoursePage from '../pages/CoursePage';
import { API, plans, subscriptionOf } from './fixtures';
import { location, renderPage, resetWorld, signInAs } from '@qa/testing/page-harness';
import { failsTwice } from '@qa/testing/fails-twice';
import { startApi } from './test-helpers';

const server = startApi();
beforeEach(resetWorld);

const open = (slug = 'qa-fundamentals') => renderPage('/courses/:courseSlug', <CoursePage />, `/courses/${slug}`);

test('hero, what you will learn, syllabus by section and the instructor card', async () => {
  open();
  expect(screen.getByRole('status', { name: 'Loading the course' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'QA Fundamentals' })).toBeInTheDocument();
  expect(document.title).toBe('QA Fundamentals — QA Career');
  expect(screen.getByRole('img', { name: 'Course rating: 4.8 out of 5 stars' })).toBeInTheDocument();
  expect(screen.getByText('(412 reviews)')).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'What you will learn',
    'Syllabus',
    'Your instructor',
  ]);
  // the syllabus by the API's sections, each with its lecture count and length
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    '1. Getting started',
    '2. How testing works',
    '3. Practice',
  ]);
  // a section's videos: 9:42 + 10:42 + 11:42
  expect(screen.getByText('3 lectures · 32:06 of video')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /1\. Welcome to quality assurance/ })).toHaveAttribute(
    'href',
    '/courses/qa-fundamentals/lecture/11',
  );
  expect(screen.getByRole('link', { name: 'Olena Kravets' })).toHaveAttribute(
    'href',
    '/courses/qa-fundamentals/instructor/1',
  );
});

test('anonymous, free course: "Start for free" takes the free plan to sign-up', async () => {
  const user = userEvent.setup();
  open();
  await user.click(await screen.findByRole('button', { name: 'Start for free' }));
  expect(location()).toBe('/registration');
  expect(localStore.getString(storageKeys.redirectPath)).toBe('/courses/qa-fundamentals');
  expect(localStore.getString(storageKeys.selectedSubscription)).toBeNull();
});

test('while the plans load, the call to action waits: disabled and busy, its name kept', async () => {
  let answer: () => void = () => {};
  server.use(
    http.get(
      `${API}/plans`,
      () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json({ data: plans })))),
    ),
  );
  open();
  const cta = await screen.findByRole('button', { name: 'Start for free' });
  expect(cta).toBeDisabled();
  expect(cta).toHaveAttribute('aria-busy', 'true');
  answer();
  await waitFor(() => expect(cta).toBeEnabled());
  expect(cta).not.toHaveAttribute('aria-busy');
});

test('signed in without access to a paid course: the checkout popup opens for a paid plan; lectures and quizzes are locked', async () => {
  signInAs();
  const user = userEvent.setup();
  open('playwright-ui-automation');
  const cta = await screen.findByRole('button', { name: 'Get full access' });
  // five lectures (the first is a free preview) and both quizzes
  expect(screen.getAllByText('(Locked)')).toHaveLength(7);
  expect(screen.getByText('Paid course')).toBeInTheDocument();
  await user.click(cta);
  expect(useAuthStore.getState().isCheckoutPopupOpen).toBe(true);
  expect(JSON.parse(localStore.getString(storageKeys.selectedSubscription) ?? '{}')).toMatchObject({ id: 2 });
});

test('with access: continue at the next unfinished lecture, completed ones marked', async () => {
  signInAs();
  server.use(
    http.get(`${API}/subscriptions`, () => HttpResponse.json(subscriptionOf(plans[1] as (typeof plans)[number]))),
  );
  open();
  const link = await screen.findByRole('link', { name: 'Continue learning' });
  expect(link).toHaveAttribute('href', '/courses/qa-fundamentals/lecture/13');
  expect(screen.getByText('Next: Verification and validation')).toBeInTheDocument();
  const syllabus = screen.getByRole('region', { name: 'Syllabus' });
  expect(within(syllabus).getAllByText('(Completed)')).toHaveLength(2);
});

test('an unknown course shows the site not-found page', async () => {
  open('no-such-course');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(document.title).toBe('Page not found — QA Career');
});

test('a failed load has Retry', async () => {
  server.use(failsTwice(`${API}/courses/qa-fundamentals`, 'Try later.'));
  const user = userEvent.setup();
  open();
  const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
  expect(within(alert).getByText('Try later.')).toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'QA Fundamentals' })).toBeInTheDocument();
});
