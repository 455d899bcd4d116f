/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import RatingPage from '../pages/RatingPage';
import { API } from './fixtures';
import { location, renderPage, resetWorld, signInAs } from '@qa/testing/page-harness';
import { failsTwice } from '@qa/testing/fails-twice';
import { startApi } from './test-helpers';

const server = startApi();
beforeEach(resetWorld);

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('link')
    .map((link) => link.textContent);

test('the board pages through learners; the page is in the URL', async () => {
  const user = userEvent.setup();
  renderPage('/rating', <RatingPage />);
  expect(screen.getByRole('status', { name: 'Loading the rating' })).toBeInTheDocument();
  expect((await screen.findAllByRole('row')).length).toBe(11);
  expect(document.title).toBe('Rating — QA Career');
  expect(names()[0]).toBe('Learner 1');
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next →' }));
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  expect(location()).toBe('/rating?page=2');
  expect(await screen.findByRole('link', { name: 'Learner 11' })).toHaveAttribute('href', '/rating/110');
});

test('the signed-in learner reaches their own highlighted row with one click', async () => {
  signInAs({ rating: { position: 12, score: 790 } });
  const user = userEvent.setup();
  renderPage('/rating', <RatingPage />);
  expect(await screen.findByText(/You are/)).toHaveTextContent('You are #12 with 790.0 points.');
  await user.click(screen.getByRole('button', { name: 'Show my position' }));
  expect(location()).toBe('/rating?page=2&me=1');
  const mine = await screen.findByRole('link', { name: 'Demo Learner (you)' });
  expect(mine.closest('tr')).toHaveAttribute('aria-current', 'true');
});

test('empty board, and a failure with Retry', async () => {
  server.use(
    failsTwice(`${API}/rating`, 'Down.', 500, () =>
      HttpResponse.json({ data: [], meta: { page: 1, limit: 10, total: 0 } }),
    ),
  );
  const user = userEvent.setup();
  renderPage('/rating', <RatingPage />);
  await user.click(
    within(await screen.findByRole('alert', {}, { timeout: 4000 })).getByRole('button', { name: 'Retry' }),
  );
  expect(await screen.findByRole('heading', { name: 'No learners on the board yet' })).toBeInTheDocument();
});
