/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import PromoCoursePage from '../pages/PromoCoursePage';
import { API, CMS, courseDetail } from './fixtures';
import { location, resetWorld, signInAs } from '@qa/testing/page-harness';
import { renderPage, startApi } from './test-helpers';
import { failsTwice } from '@qa/testing/fails-twice';

const server = startApi();
beforeEach(resetWorld);

const PATH = '/promo/courses/:courseSlug';
const URL = '/promo/courses/playwright-ui-automation';

test('the offer, the course in figures, the programme and the instructor; anonymous: the recommended plan, then registration', async () => {
  const user = userEvent.setup();
  renderPage(PATH, <PromoCoursePage />, URL);
  expect(screen.getByRole('status', { name: 'Loading the course offer' })).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Playwright UI Automation: start today' }),
  ).toBeInTheDocument();
  expect(document.title).toBe('Playwright UI Automation: start today — QA Career');
  expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(courseDetail.imageUrl);
  expect(screen.getByText('30% off your first payment with code START30')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Playwright UI Automation: 4.6 out of 5 stars' })).toBeInTheDocument();
  const programme = screen.getByRole('region', { name: 'What you will learn' });
  expect(within(programme).getAllByRole('listitem')).toHaveLength(3);
  expect(screen.getByRole('region', { name: 'Your instructor' })).toHaveTextContent('Marcus Lee');
  await user.click(await screen.findByRole('button', { name: 'Get the course' }));
  expect(location()).toBe('/registration');
  expect(localStore.getString(storageKeys.selectedSubscription)).toContain('"Six months"');
  expect(localStore.getString(storageKeys.courseRedirectPath)).toBe(URL);
});

test('signed in: the call to action opens the checkout', async () => {
  signInAs();
  const user = userEvent.setup();
  renderPage(PATH, <PromoCoursePage />, URL);
  await user.click(await screen.findByRole('button', { name: 'Get the course' }));
  expect(useAuthStore.getState().isCheckoutPopupOpen).toBe(true);
});

test('a course without promo copy is sold in its own words', async () => {
  server.use(
    http.get(`${CMS}/promo/courses/:slug`, () => HttpResponse.json({ message: 'No promo.' }, { status: 404 })),
  );
  renderPage(PATH, <PromoCoursePage />, URL);
  expect(await screen.findByRole('heading', { level: 1, name: 'Playwright UI Automation' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'What you get' })).toHaveTextContent('A certificate when you finish');
});

test('a failed load shows the message and Retry', async () => {
  server.use(failsTwice(`${API}/courses/playwright-ui-automation`, 'Courses are down.'));
  const user = userEvent.setup();
  renderPage(PATH, <PromoCoursePage />, URL);
  const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
  expect(alert).toHaveTextContent('Courses are down.');
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: /start today/ })).toBeInTheDocument();
});

test('a course the API does not know is the not-found page', async () => {
  renderPage(PATH, <PromoCoursePage />, '/promo/courses/no-such-course');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});

test('a course without lectures yet says so', async () => {
  server.use(
    http.get(`${API}/courses/playwright-ui-automation`, () => HttpResponse.json({ ...courseDetail, lectures: [] })),
  );
  renderPage(PATH, <PromoCoursePage />, URL);
  expect(await screen.findByText(/The programme is being recorded/)).toBeInTheDocument();
});
