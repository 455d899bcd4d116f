/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import LecturePage from '../pages/LecturePage';
import { API } from './fixtures';
import { location, renderPage, resetWorld, signInAs } from '@qa/testing/page-harness';
import { startApi } from './test-helpers';

const everyLecture = [11, 12, 13, 14, 15, 16];
startApi(
  http.get(`${API}/courses/qa-fundamentals/progress`, () =>
    HttpResponse.json({
      courseId: 1,
      percent: 88,
      completedLectureIds: everyLecture.slice(0, -1),
      passedQuizIds: [1, 2],
      certificateId: null,
    }),
  ),
  http.post(`${API}/courses/qa-fundamentals/lectures/16/complete`, () =>
    HttpResponse.json({
      courseId: 1,
      percent: 100,
      completedLectureIds: everyLecture,
      passedQuizIds: [1, 2],
      certificateId: 9,
      pointsEarned: 110,
    }),
  ),
);
beforeEach(() => {
  resetWorld();
  signInAs();
});

test('finishing the course: the 100 % popup links the new certificate', async () => {
  const user = userEvent.setup();
  renderPage('/courses/:courseSlug/lecture/:lectureId', <LecturePage />, '/courses/qa-fundamentals/lecture/16');
  const halfway = await screen.findByRole('dialog', { name: 'You are halfway there' });
  await user.click(within(halfway).getByRole('button', { name: 'Continue learning' }));
  // the last lecture's action finishes the course
  await user.click(screen.getByRole('button', { name: 'Finish course' }));
  const popup = await screen.findByRole('dialog', { name: 'Congratulations!' });
  await user.click(within(popup).getByRole('link', { name: 'View your certificate' }));
  expect(location()).toBe('/rating/1/certificate/9');
});
