/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CourseDetail, QuizSummary } from '../api/course-types';
import LecturePage from '../pages/LecturePage';
import { API, lectureOf, qaFundamentals } from './fixtures';
import { renderPage, resetWorld, signInAs } from '@qa/testing/page-harness';
import { startApi } from './test-helpers';

const server = startApi();
beforeEach(resetWorld);

const open = (id: number) =>
  renderPage('/courses/:courseSlug/lecture/:lectureId', <LecturePage />, `/courses/qa-fundamentals/lecture/${id}`);

const quiz = (id: number, title: string, sectionIndex: number, afterLectureId: number): QuizSummary => ({
  id,
  title,
  section: title,
  sectionIndex,
  afterLectureId,
  questionsCount: 5,
  passPercent: 70,
});

/** QA Fundamentals with a quiz after each of its three sections (lectures 12, 15 and 16). */
const withQuizzes: CourseDetail = {
  ...qaFundamentals,
  quizzes: [quiz(1, 'Getting started', 0, 12), quiz(2, 'How testing works', 1, 15), quiz(3, 'Practice', 2, 16)],
};

function serveCourse(course: CourseDetail, body?: string) {
  server.use(
    http.get(`${API}/courses/qa-fundamentals`, () => HttpResponse.json(course)),
    http.get(`${API}/courses/qa-fundamentals/lectures/:id`, ({ params }) => {
      const index = course.lectures.findIndex((lecture) => String(lecture.id) === params['id']);
      const lecture = lectureOf(course, index);
      return HttpResponse.json(body === undefined ? lecture : { ...lecture, body });
    }),
  );
}

const lesson = [
  '<h2>Boundaries</h2>',
  '<p>Test <code>age &lt; 18</code> on both sides.</p>',
  '<pre><code>expect(canVote(17)).toBe(false);</code></pre>',
  '<script>window.hacked = true</script>',
  '<img src="x" onerror="window.hacked = true">',
].join('');

it('shows the lesson text sanitised: headings and code kept, scripts and handlers gone', async () => {
  signInAs();
  serveCourse(qaFundamentals, lesson);
  open(13);
  expect(await screen.findByRole('heading', { level: 2, name: 'Boundaries' })).toBeInTheDocument();
  expect(screen.getByText('age < 18').tagName).toBe('CODE');
  const block = screen.getByText('expect(canVote(17)).toBe(false);');
  expect(block.tagName).toBe('CODE');
  expect(block.parentElement?.tagName).toBe('PRE');
  // it scrolls sideways on a phone: reachable with the keyboard
  expect(block.parentElement).toHaveAttribute('tabindex', '0');
  expect(document.querySelector('script')).toBeNull();
  expect(document.querySelector('[onerror]')).toBeNull();
  expect((window as { hacked?: boolean }).hacked).toBeUndefined();
});

it('says how long the video is and how long the text takes to read', async () => {
  signInAs();
  serveCourse(qaFundamentals, `<p>${'word '.repeat(1200)}</p>`);
  open(13);
  expect(await screen.findByText('Lecture 3 of 6 · 9:42 video · 6 min read')).toBeInTheDocument();
});

it('the last lecture’s main action is Finish course, and finishing opens the completion popup', async () => {
  signInAs();
  server.use(
    http.post(`${API}/courses/:slug/lectures/:lectureId/complete`, () =>
      HttpResponse.json({
        courseId: 1,
        percent: 100,
        completedLectureIds: [11, 12, 13, 14, 15, 16],
        certificateId: 9,
        pointsEarned: 110,
      }),
    ),
  );
  const user = userEvent.setup();
  open(16);
  const finish = await screen.findByRole('button', { name: 'Finish course' });
  expect(screen.queryByRole('button', { name: 'Mark as complete' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Next lecture →' })).not.toBeInTheDocument();
  await user.click(finish);
  expect(await screen.findByText('✓ Completed · +110 points')).toBeInTheDocument();
  expect(await screen.findByRole('dialog', { name: 'Congratulations!' })).toBeInTheDocument();
});

it('offers the section’s quiz once its last lecture is complete', async () => {
  signInAs();
  serveCourse(withQuizzes);
  const user = userEvent.setup();
  open(15);
  await user.click(await screen.findByRole('button', { name: 'Mark as complete' }));
  const take = await screen.findByRole('link', { name: 'Take the quiz: How testing works' });
  expect(take).toHaveAttribute('href', '/courses/qa-fundamentals/quiz/2');
});

it('does not offer the quiz before the section’s last lecture is complete', async () => {
  signInAs();
  serveCourse(withQuizzes);
  open(15);
  expect(await screen.findByRole('button', { name: 'Mark as complete' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Take the quiz/ })).not.toBeInTheDocument();
});

it('the course content lists each quiz after its section’s last lecture, a passed one marked', async () => {
  signInAs();
  serveCourse(withQuizzes);
  server.use(
    http.get(`${API}/courses/:slug/progress`, () =>
      HttpResponse.json({ courseId: 1, percent: 33, completedLectureIds: [11, 12], passedQuizIds: [1] }),
    ),
  );
  open(13);
  const nav = await screen.findByRole('navigation', { name: 'Course content' });
  const items = await within(nav).findAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringContaining('Welcome to quality assurance'),
    expect.stringContaining('The software development life cycle'),
    'Getting started (Passed)Quiz · 5 questions',
    expect.stringContaining('Verification and validation'),
    expect.stringContaining('Levels and types of testing'),
    expect.stringContaining('The seven testing principles'),
    'How testing worksQuiz · 5 questions',
    expect.stringContaining('Your first test session'),
    'PracticeQuiz · 5 questions',
  ]);
  expect(within(nav).getByRole('link', { name: /How testing works/ })).toHaveAttribute(
    'href',
    '/courses/qa-fundamentals/quiz/2',
  );
  expect(within(nav).getByText('9:42')).toBeInTheDocument();
});
