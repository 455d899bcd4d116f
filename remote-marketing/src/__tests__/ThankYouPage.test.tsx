/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import ThankYouPage from '../pages/ThankYouPage';
import { CMS, thankYou } from './fixtures';
import { location, resetWorld } from '@qa/testing/page-harness';
import { renderPage, startApi } from './test-helpers';
import { failsTwice } from '@qa/testing/fails-twice';

const server = startApi();
beforeEach(resetWorld);

const steps = [
  { title: 'Pick a career path', text: 'Courses in order.', linkText: 'See career paths', link: '/paths' },
  {
    title: 'Join the community',
    text: 'Ask anything.',
    linkText: 'Open the chat',
    link: 'https://discord.com/invite/qa',
  },
  { title: 'Broken', text: 'A target that is neither.', linkText: 'Run me', link: 'javascript:alert(1)' },
];

test('the confirmation, its button and the next steps (in-site, new tab, or no link at all)', async () => {
  server.use(http.get(`${CMS}/thank-you/subscription`, () => HttpResponse.json({ data: { ...thankYou, steps } })));
  const user = userEvent.setup();
  renderPage('/thank-you/:slug', <ThankYouPage />, '/thank-you/subscription');
  expect(screen.getByRole('status', { name: 'Loading your confirmation' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome aboard!' })).toBeInTheDocument();
  expect(document.title).toBe('Welcome aboard! — QA Career');
  const next = screen.getByRole('region', { name: 'What’s next' });
  expect(within(next).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  expect(within(next).getByRole('link', { name: /Open the chat/ })).toHaveAttribute('target', '_blank');
  expect(within(next).getByRole('link', { name: /Open the chat/ })).toHaveAttribute('rel', 'noopener noreferrer');
  expect(within(next).queryByRole('link', { name: /Run me/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Go to dashboard' }));
  expect(location()).toBe('/dashboard');
});

test('a document without steps still offers a way on', async () => {
  renderPage('/thank-you/:slug', <ThankYouPage />, '/thank-you/subscription');
  expect(await screen.findByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
});

test('a failed load shows the message and Retry', async () => {
  server.use(failsTwice(`${CMS}/thank-you/subscription`, 'The CMS is down.'));
  const user = userEvent.setup();
  renderPage('/thank-you/:slug', <ThankYouPage />, '/thank-you/subscription');
  const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
  expect(alert).toHaveTextContent('The CMS is down.');
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome aboard!' })).toBeInTheDocument();
});

test('an unknown slug is the not-found page', async () => {
  renderPage('/thank-you/:slug', <ThankYouPage />, '/thank-you/nothing-here');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});
