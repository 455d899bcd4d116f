/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import CoursePage from '../pages/CoursePage';
import { API } from './fixtures';
import { renderPage, resetWorld, signInAs } from '@qa/testing/page-harness';
import { startApi } from './test-helpers';

const server = startApi();
beforeEach(() => {
  resetWorld();
  signInAs();
});

const open = () => renderPage('/courses/:courseSlug', <CoursePage />, '/courses/qa-fundamentals');
const progress = (fields: object) =>
  server.use(
    http.get(`${API}/courses/qa-fundamentals/progress`, () =>
      HttpResponse.json({
        courseId: 1,
        percent: 38,
        completedLectureIds: [11, 12],
        passedQuizIds: [1],
        certificateId: null,
        ...fields,
      }),
    ),
  );

test('the syllabus lists each section quiz after its lectures, linked, with its length and a passed mark', async () => {
  progress({});
  open();
  const syllabus = await screen.findByRole('region', { name: 'Syllabus' });
  const first = within(syllabus).getByRole('link', { name: 'Getting started: check your understanding' });
  expect(first).toHaveAttribute('href', '/courses/qa-fundamentals/quiz/1');
  const items = within(syllabus).getAllByRole('listitem');
  // each quiz closes its section: after lecture 2, and after lecture 5
  expect(items[1]).toHaveTextContent('2. The software development life cycle');
  const quizRow = first.closest('li') as HTMLElement;
  expect(items.indexOf(quizRow)).toBe(2);
  expect(quizRow).toHaveTextContent('(Passed)');
  expect(quizRow).toHaveTextContent('Quiz · 3 questions');
  const second = within(syllabus)
    .getByRole('link', { name: 'How testing works: check your understanding' })
    .closest('li') as HTMLElement;
  expect(items.indexOf(second)).toBe(6);
  expect(second).toHaveTextContent('Quiz · 5 questions');
  expect(second).not.toHaveTextContent('(Passed)');
});

test('every lecture done and a quiz left: the call to action leads to that quiz', async () => {
  progress({ percent: 88, completedLectureIds: [11, 12, 13, 14, 15, 16] });
  open();
  expect(await screen.findByRole('link', { name: 'Continue learning' })).toHaveAttribute(
    'href',
    '/courses/qa-fundamentals/quiz/2',
  );
  expect(screen.getByText('Next: How testing works: check your understanding')).toBeInTheDocument();
});

test('finished with a certificate: "View your certificate" instead of "Watch again", and the next course of the path', async () => {
  progress({ percent: 100, completedLectureIds: [11, 12, 13, 14, 15, 16], passedQuizIds: [1, 2], certificateId: 7 });
  open();
  expect(await screen.findByRole('link', { name: 'View your certificate' })).toHaveAttribute(
    'href',
    '/rating/1/certificate/7',
  );
  expect(screen.queryByRole('link', { name: 'Watch again' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Next in your path: Test Design Techniques' })).toHaveAttribute(
    'href',
    '/courses/test-design-techniques',
  );
});
