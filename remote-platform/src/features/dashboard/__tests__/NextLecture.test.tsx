/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { screen, within } from '@testing-library/react';
import { renderInHost } from '@qa/testing/render-probe';
import { courses } from '../../../__tests__/fixtures';
import { resetWorld, signInAs, startApi } from '../../../__tests__/test-helpers';
import type { MyCourse } from '../../courses/api/my-courses';
import { NextLecture } from '../components/NextLecture';

startApi();
beforeEach(() => {
  resetWorld();
  signInAs();
});

const qaFundamentals: MyCourse = { ...(courses[0] as MyCourse), progress: 33, nextLectureId: 13 };
const finishedElsewhere: MyCourse = { ...(courses[2] as MyCourse), progress: 80, nextLectureId: null };

it('shows the course, the next lecture and a link to it', async () => {
  renderInHost(<NextLecture inProgress={[qaFundamentals]} />, '/dashboard');
  const card = within(screen.getByRole('region', { name: 'Next lecture' }));
  expect(card.getByText('Up next in QA Fundamentals')).toBeInTheDocument();
  expect(await card.findByRole('heading', { name: '3. Verification and validation' })).toBeInTheDocument();
  expect(card.getByRole('link', { name: 'Continue learning' })).toHaveAttribute(
    'href',
    '/courses/qa-fundamentals/lecture/13',
  );
});

it('paints its white text on a brand background, not on the page', () => {
  renderInHost(<NextLecture inProgress={[qaFundamentals]} />, '/dashboard');
  const style = getComputedStyle(screen.getByRole('region', { name: 'Next lecture' }));
  expect(style.backgroundImage).toMatch(/linear-gradient\(.*#3134ae.*#262887.*\)/i);
  expect(style.color).toMatch(/^(#fff(fff)?|rgb\(255, 255, 255\))$/i);
});

it('skips a course without a lecture left for the next one that has one', () => {
  renderInHost(<NextLecture inProgress={[finishedElsewhere, qaFundamentals]} />, '/dashboard');
  expect(screen.getByText('Up next in QA Fundamentals')).toBeInTheDocument();
});

it('with nothing to continue, leads to the catalogue', () => {
  renderInHost(<NextLecture inProgress={[finishedElsewhere]} />, '/dashboard');
  expect(screen.queryByRole('region', { name: 'Next lecture' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Nothing in progress' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Find a course' })).toHaveAttribute('href', '/courses');
});
