/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { QueryClient } from '@qa/shared/kernel/query/react-query';
import * as sanitizeHtml from '@qa/shared/ui/widgets/sanitize-html';
import LecturePage, { prefetch } from '../pages/LecturePage';
import { API } from './fixtures';
import { location, renderPage, resetWorld, signInAs } from '@qa/testing/page-harness';
import { failsTwice } from '@qa/testing/fails-twice';
import { startApi } from './test-helpers';

jest.mock('@qa/shared/ui/widgets/sanitize-html', () => {
  const actual = jest.requireActual<typeof sanitizeHtml>('@qa/shared/ui/widgets/sanitize-html');
  return { ...actual, loadSanitizerWithRetry: jest.fn(actual.loadSanitizerWithRetry) };
});

const server = startApi();
beforeEach(resetWorld);

const open = (slug: string, id: number) =>
  renderPage('/courses/:courseSlug/lecture/:lectureId', <LecturePage />, `/courses/${slug}/lecture/${id}`);

test('plays the video with poster and captions, shows sanitised text and the curriculum; remembers the lecture', async () => {
  signInAs();
  open('qa-fundamentals', 13);
  expect(screen.getByRole('status', { name: 'Loading the lecture' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Verification and validation' })).toBeInTheDocument();
  expect(document.title).toBe('Verification and validation · QA Fundamentals — QA Career');
  const video = screen.getByLabelText('Video: Verification and validation');
  expect(video).toHaveAttribute('poster', expect.stringMatching(/covers\/course-qa-fundamentals\.svg$/));
  expect(video.querySelector('track')).toHaveAttribute('kind', 'captions');
  expect(await screen.findByText('Verification and validation: the key ideas.')).toBeInTheDocument();
  expect(document.querySelector('img[onerror]')).toBeNull();
  const nav = screen.getByRole('navigation', { name: 'Course content' });
  expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Verification and validation');
  expect(within(nav).getAllByText('(Completed)')).toHaveLength(2);
  expect(localStore.getString(storageKeys.currentCourseId)).toBe('1');
  expect(localStore.getString(storageKeys.currentLectureId)).toBe('13');
});

test('mark complete posts and marks the lecture done; next goes on without a page spinner', async () => {
  signInAs();
  const user = userEvent.setup();
  open('qa-fundamentals', 13);
  await user.click(await screen.findByRole('button', { name: 'Mark as complete' }));
  expect(await screen.findByText('✓ Completed · +10 points')).toBeInTheDocument();
  expect(screen.getByText('50% complete')).toBeInTheDocument();
  // the new token's score reaches the store, so the header, drawer and dashboard show it
  expect(useAuthStore.getState().user?.rating).toEqual({ position: 7, score: 130 });
  await user.click(screen.getByRole('link', { name: 'Next lecture →' }));
  // the previous lecture stays on screen while the next one loads
  expect(screen.queryByRole('status', { name: 'Loading the lecture' })).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Levels and types of testing' })).toBeInTheDocument();
  await waitFor(() => expect(localStore.getString(storageKeys.currentLectureId)).toBe('14'));
});

test('while the lecture is saved, its button says so and cannot be pressed again', async () => {
  signInAs();
  let answer: () => void = () => {};
  server.use(
    http.post(
      `${API}/courses/:slug/lectures/:lectureId/complete`,
      () =>
        new Promise<Response>(
          (resolve) => (answer = () => resolve(HttpResponse.json({ message: 'Try later' }, { status: 503 }))),
        ),
    ),
  );
  const user = userEvent.setup();
  open('qa-fundamentals', 13);
  await user.click(await screen.findByRole('button', { name: 'Mark as complete' }));
  const saving = await screen.findByRole('button', { name: 'Saving…' });
  expect(saving).toBeDisabled();
  expect(saving).toHaveAttribute('aria-busy', 'true');
  answer();
  expect(await screen.findByRole('alert')).toHaveTextContent('Try later');
  expect(screen.getByRole('button', { name: 'Mark as complete' })).toBeEnabled();
});

test('previous goes back to the lecture before, which becomes the remembered one', async () => {
  signInAs();
  const user = userEvent.setup();
  open('qa-fundamentals', 13);
  await user.click(await screen.findByRole('link', { name: '← Previous' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'The software development life cycle' }),
  ).toBeInTheDocument();
  expect(location()).toBe('/courses/qa-fundamentals/lecture/12');
  await waitFor(() => expect(localStore.getString(storageKeys.currentLectureId)).toBe('12'));
});

test('the first lecture has no previous', async () => {
  open('qa-fundamentals', 11);
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to quality assurance' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Next lecture →' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: '← Previous' })).not.toBeInTheDocument();
});

test('a locked lecture says why and how to unlock it, without asking the API for it; no mark complete', async () => {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/courses/:slug/lectures/:id`, ({ params }) => {
      asked.push(String(params['id']));
      return HttpResponse.json({ message: 'This lecture is locked.' }, { status: 403 });
    }),
  );
  open('playwright-ui-automation', 112);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'The software development life cycle' }),
  ).toBeInTheDocument();
  expect(asked).toEqual([]);
  expect(await screen.findByRole('heading', { level: 2, name: 'This lecture is locked' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Subscribe to start' })).toBeEnabled();
  expect(screen.queryByLabelText(/^Video:/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mark as complete' })).not.toBeInTheDocument();
});

test('a lecture the API refuses (403) although the page thought it open shows the lock with the API message', async () => {
  signInAs();
  server.use(
    http.get(`${API}/courses/qa-fundamentals/lectures/:id`, () =>
      HttpResponse.json({ message: 'Your plan has ended. Choose a plan to unlock every lecture.' }, { status: 403 }),
    ),
  );
  open('qa-fundamentals', 13);
  expect(await screen.findByRole('heading', { level: 2, name: 'This lecture is locked' })).toBeInTheDocument();
  expect(screen.getByText('Your plan has ended. Choose a plan to unlock every lecture.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Verification and validation' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mark as complete' })).not.toBeInTheDocument();
  expect(localStore.getString(storageKeys.currentLectureId)).toBeNull();
});

test('an unknown lecture shows the not-found page', async () => {
  open('qa-fundamentals', 999);
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});

test('a failed lecture load has Retry', async () => {
  server.use(failsTwice(`${API}/courses/qa-fundamentals/lectures/:id`, 'Video service is down.', 502));
  const user = userEvent.setup();
  open('qa-fundamentals', 11);
  const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to quality assurance' })).toBeInTheDocument();
});

test('the progress popup: popup1 at 33 %, hidden for the session once closed, popup2 when 50 % is reached', async () => {
  signInAs();
  const user = userEvent.setup();
  open('qa-fundamentals', 13);
  const popup = await screen.findByRole('dialog', { name: 'Great start!' });
  await user.click(within(popup).getByRole('button', { name: 'Continue learning' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Next lecture →' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Levels and types of testing' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Mark as complete' }));
  expect(await screen.findByRole('dialog', { name: 'You are halfway there' })).toBeInTheDocument();
});

test('prefetch: the course and the sanitizer with the page code, a free preview as soon as the course names it; no locked lecture', async () => {
  const asked: string[] = [];
  const record = ({ request }: { request: Request }) => asked.push(new URL(request.url).pathname);
  server.events.on('request:start', record);
  try {
    const queryClient = new QueryClient();
    const sanitizerLoads = jest.mocked(sanitizeHtml.loadSanitizerWithRetry);
    sanitizerLoads.mockClear();
    await prefetch({ params: { courseSlug: 'qa-fundamentals', lectureId: '11' }, queryClient });
    // the text's sanitizer comes with the data, not after the text is on screen (which shifted the page)
    expect(sanitizerLoads).toHaveBeenCalled();
    expect(asked).toEqual(['/courses/qa-fundamentals', '/courses/qa-fundamentals/lectures/11']);
    asked.length = 0;
    await prefetch({ params: { courseSlug: 'qa-fundamentals', lectureId: '12' }, queryClient });
    expect(asked).toEqual([]); // the course is cached; lecture 12 is not a free preview
    await prefetch({ params: { courseSlug: 'no-such-course', lectureId: '1' }, queryClient });
    expect(asked).toEqual(['/courses/no-such-course']); // a 404 is left to the page, without a throw
  } finally {
    server.events.removeListener('request:start', record);
  }
});
