/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderInHost } from '@qa/testing/render-probe';
import { token } from '@qa/shared/ui/styles/tokens';
import { API, courses } from '../../../__tests__/fixtures';
import { resetWorld, signInAs } from '@qa/testing/page-harness';
import { startApi } from '../../../__tests__/test-helpers';
import type { MyCourse } from '../../courses/public';
import { NextLecture } from '../components/NextLecture';

const server = startApi();
beforeEach(() => {
  resetWorld();
  signInAs();
});

const qaFundamentals: MyCourse = {
  ...(courses[0] as MyCourse),
  progress: 33,
  nextLectureId: 13,
  nextLecture: { id: 13, title: 'Verification and validation', durationSeconds: 462, position: 3 },
  certificateId: null,
  completedLecturesCount: 2,
};
const lecturesDone: MyCourse = { ...(courses[2] as MyCourse), progress: 80, nextLectureId: null, nextLecture: null };

/** A colour as the browser writes a computed one, to compare with `getComputedStyle`. */
const asComputed = (colour: string) => {
  const probe = document.createElement('span');
  probe.style.color = colour;
  return probe.style.color;
};

it('in progress: the course, the next lecture, its length, the progress bar and Continue', () => {
  renderInHost(<NextLecture inProgress={[qaFundamentals]} />, '/dashboard');
  const card = within(screen.getByRole('region', { name: 'Next lecture' }));
  expect(card.getByText('Up next in QA Fundamentals')).toBeInTheDocument();
  expect(card.getByRole('heading', { name: '3. Verification and validation' })).toBeInTheDocument();
  expect(card.getByText('Lecture · 7:42')).toBeInTheDocument();
  expect(card.getByRole('progressbar', { name: 'Progress in QA Fundamentals' })).toHaveAttribute('aria-valuenow', '33');
  expect(card.getByText('33% of the course done')).toBeInTheDocument();
  expect(card.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/courses/qa-fundamentals/lecture/13');
  expect(card.getAllByRole('link')).toHaveLength(1);
});

it('is readable: dark text on the brand tint, both from the tokens', () => {
  renderInHost(<NextLecture inProgress={[qaFundamentals]} />, '/dashboard');
  const style = getComputedStyle(screen.getByRole('region', { name: 'Next lecture' }));
  expect(style.backgroundColor).toBe(asComputed(token('colors-brand-50')));
  expect(style.color).toBe(asComputed(token('colors-fg')));
});

it('skips a course without a lecture left for the next one that has one', () => {
  renderInHost(<NextLecture inProgress={[lecturesDone, qaFundamentals]} />, '/dashboard');
  expect(screen.getByText('Up next in QA Fundamentals')).toBeInTheDocument();
});

it('nothing to continue: the recommended first course, why, and Start course', async () => {
  renderInHost(<NextLecture inProgress={[lecturesDone]} />, '/dashboard');
  expect(screen.getByRole('status', { name: 'Loading a recommended course' })).toBeInTheDocument();
  const card = within(await screen.findByRole('region', { name: 'Recommended first course' }));
  expect(card.getByRole('heading', { name: 'Recommended first course: QA Fundamentals' })).toBeInTheDocument();
  expect(card.getByText('A good first course for anyone new to testing.')).toBeInTheDocument();
  expect(card.getByRole('link', { name: 'Start course' })).toHaveAttribute('href', '/courses/qa-fundamentals');
  expect(screen.queryByRole('region', { name: 'Next lecture' })).not.toBeInTheDocument();
});

it('without a recommendation (the call failed), leads to the catalogue', async () => {
  server.use(http.get(`${API}/courses/recommended`, () => HttpResponse.json({ message: 'No.' }, { status: 400 })));
  renderInHost(<NextLecture inProgress={[]} />, '/dashboard');
  expect(await screen.findByRole('heading', { name: 'Nothing in progress' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Find a course' })).toHaveAttribute('href', '/courses');
});
