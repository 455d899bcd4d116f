/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CourseDetail } from '../features/courses/api/types';
import LecturePage from '../pages/LecturePage';
import { API, lectureOf, qaFundamentals } from './fixtures';
import { renderPage, resetWorld, signInAs, startApi } from './test-helpers';

const server = startApi();
beforeEach(resetWorld);

const open = (id: number) =>
  renderPage('/courses/:courseSlug/lecture/:lectureId', <LecturePage />, `/courses/qa-fundamentals/lecture/${id}`);

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
