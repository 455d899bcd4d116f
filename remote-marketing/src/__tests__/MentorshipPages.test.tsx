/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import MentorPage from '../pages/MentorPage';
import MentorshipPage from '../pages/MentorshipPage';
import { CMS } from './fixtures';
import { nth, contentHandlers, mentors } from './content-fixtures';
import { location, never, resetWorld } from '@qa/testing/page-harness';
import { renderPage, startApi } from './test-helpers';
import { failsTwice } from '@qa/testing/fails-twice';

const server = startApi(...contentHandlers);
beforeEach(resetWorld);

test('mentor cards: photo, role, stack and rating; a card opens the mentor page', async () => {
  const user = userEvent.setup();
  renderPage('/mentorship', <MentorshipPage />);
  expect(screen.getByRole('status', { name: 'Loading mentors' })).toBeInTheDocument();
  const name = await screen.findByRole('link', { name: 'Marcus Lee' });
  const card = name.closest('article') as HTMLElement;
  expect(within(card).getByText('Senior SDET')).toBeInTheDocument();
  expect(within(card).getByRole('img', { name: "Marcus Lee's rating: 4.8 out of 5 stars" })).toBeInTheDocument();
  expect(within(card).getByText('(61 reviews)')).toBeInTheDocument();
  expect(within(within(card).getByRole('list', { name: "Marcus Lee's stack" })).getAllByRole('listitem')).toHaveLength(
    2,
  );
  expect(card.querySelector('img')).toHaveAttribute('src', nth(mentors, 1).photoUrl);
  expect(screen.getAllByRole('article')).toHaveLength(3);
  expect(document.title).toBe('Mentorship — QA Career');
  await user.click(name);
  expect(location()).toBe('/mentorship/2');
});

test('no mentors: says so; a failure: Retry', async () => {
  server.use(http.get(`${CMS}/mentorship`, () => HttpResponse.json({ data: [], meta: {} })));
  const { unmount } = renderPage('/mentorship', <MentorshipPage />);
  expect(await screen.findByRole('heading', { name: 'No mentors available right now' })).toBeInTheDocument();
  unmount();
  server.use(
    failsTwice(`${CMS}/mentorship`, 'The CMS is resting.', 503, () => HttpResponse.json({ data: mentors, meta: {} })),
  );
  const user = userEvent.setup();
  renderPage('/mentorship', <MentorshipPage />);
  const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
  expect(within(alert).getByText('The CMS is resting.')).toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'Olena Kravets' })).toBeInTheDocument();
});

test('a mentor: bio, rating, stack, and booking through the chat once the widget is ready', async () => {
  const user = userEvent.setup();
  renderPage('/mentorship/:id', <MentorPage />, '/mentorship/3');
  expect(screen.getByRole('status', { name: 'Loading the mentor' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Priya Raman' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Portrait of Priya Raman' })).toHaveAttribute('src', nth(mentors, 2).photoUrl);
  expect(screen.getByRole('heading', { level: 2, name: 'About Priya' })).toBeInTheDocument();
  expect(screen.getByText('Priya Raman mentors testers who want to grow faster.')).toBeInTheDocument();
  expect(screen.getByText('$60 per session of 1 h')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All mentors' })).toHaveAttribute('href', '/mentorship');
  const book = screen.getByRole('region', { name: 'Book a session' });
  const chat = within(book).getByRole('button', { name: 'Chat with US' });
  expect(chat).toBeDisabled();
  const open = jest.fn();
  act(() => {
    window.QaChat = { open, close: jest.fn(), isOpen: () => false, onChange: () => () => undefined };
    window.dispatchEvent(new Event('qa-chat:ready'));
  });
  await user.click(screen.getByRole('heading', { level: 1 }));
  expect(chat).toBeEnabled();
  await user.click(chat);
  expect(open).toHaveBeenCalled();
  expect(document.title).toBe('Priya Raman, Performance engineer — QA Career');
  delete window.QaChat;
});

test('an unknown or malformed mentor id is the not-found page', async () => {
  const { unmount } = renderPage('/mentorship/:id', <MentorPage />, '/mentorship/999');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  unmount();
  renderPage('/mentorship/:id', <MentorPage />, '/mentorship/olena');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});

test('while a mentor loads: the skeleton', () => {
  server.use(http.get(`${CMS}/mentorship/:id`, never));
  renderPage('/mentorship/:id', <MentorPage />, '/mentorship/1');
  expect(screen.getByRole('status', { name: 'Loading the mentor' })).toBeInTheDocument();
});

test('a mentor that fails to load: Retry', async () => {
  server.use(
    failsTwice(`${CMS}/mentorship/:id`, 'The CMS is resting.', 503, () => HttpResponse.json({ data: mentors[1] })),
  );
  const user = userEvent.setup();
  renderPage('/mentorship/:id', <MentorPage />, '/mentorship/2');
  const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Marcus Lee' })).toBeInTheDocument();
});
