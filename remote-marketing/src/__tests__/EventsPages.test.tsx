/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import EventPage from '../pages/EventPage';
import EventsPage from '../pages/EventsPage';
import { CMS } from './fixtures';
import { nth, contentHandlers, events } from './content-fixtures';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { location, never, resetWorld, signInAs } from '@qa/testing/page-harness';
import { renderPage, startApi } from './test-helpers';
import { failsTwice } from '@qa/testing/fails-twice';

const server = startApi(...contentHandlers);
beforeEach(resetWorld);

const titlesIn = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

test('upcoming events soonest first, then past ones; type badge, time on the visitor clock', async () => {
  renderPage('/events', <EventsPage />);
  expect(screen.getByRole('status', { name: 'Loading events' })).toBeInTheDocument();
  await screen.findByRole('heading', { level: 3, name: 'QA Career Kickstart' });
  const upcoming = screen.getByRole('region', { name: 'Upcoming events' });
  expect(titlesIn(upcoming)).toEqual([
    'QA Career Kickstart',
    'Hands-on Playwright Workshop',
    'Performance Testing Night',
  ]);
  expect(titlesIn(screen.getByRole('region', { name: 'Past events' }))).toEqual(['Mock Interview Marathon']);
  const card = nth(within(upcoming).getAllByRole('article'), 0);
  expect(within(card).getByText('Webinar')).toBeInTheDocument();
  const start = new Date(nth(events, 1).startsAt);
  const clock = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(start);
  expect(within(card).getByText(new RegExp(clock))).toHaveAttribute('datetime', nth(events, 1).startsAt);
  expect(within(card).getByRole('link', { name: 'QA Career Kickstart' })).toHaveAttribute(
    'href',
    '/events/qa-career-kickstart',
  );
  expect(document.title).toBe('Workshops & Events — QA Career');
});

test('no upcoming events: says so, past ones still listed', async () => {
  server.use(http.get(`${CMS}/events`, () => HttpResponse.json({ data: events.filter((e) => e.isPast), meta: {} })));
  renderPage('/events', <EventsPage />);
  expect(await screen.findByRole('heading', { name: 'No events scheduled right now' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Past events' })).toBeInTheDocument();
});

test('the events list: error with Retry', async () => {
  server.use(
    failsTwice(`${CMS}/events`, 'The CMS is resting.', 503, () => HttpResponse.json({ data: events, meta: {} })),
  );
  const user = userEvent.setup();
  renderPage('/events', <EventsPage />);
  const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('region', { name: 'Past events' })).toBeInTheDocument();
});

test('an event: details, agenda on the visitor clock, speaker, register, add to calendar', async () => {
  const user = userEvent.setup();
  const created: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    created.push(blob);
    return 'blob:event';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  renderPage('/events/:slug', <EventPage />, '/events/playwright-workshop');
  expect(screen.getByRole('status', { name: 'Loading the event' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Hands-on Playwright Workshop' })).toBeInTheDocument();
  expect(screen.getByText('Workshop')).toBeInTheDocument();
  expect(screen.getByText('Free')).toBeInTheDocument();
  const agenda = screen.getByRole('region', { name: 'Agenda' });
  const clock = (minutes: number) =>
    new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(
      Date.parse(nth(events, 0).startsAt) + minutes * 60_000,
    );
  expect(
    within(agenda)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([`${clock(0)}Welcome`, `${clock(30)}Hands-on part`, `${clock(60)}Q&A`]);
  const speaker = screen.getByRole('region', { name: 'Speaker' });
  expect(within(speaker).getByRole('heading', { level: 3, name: 'Marcus Lee' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Register for this event' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add to calendar' }));
  expect(click).toHaveBeenCalled();
  const ics = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(nth(created, 0));
  });
  expect(nth(created, 0).type).toBe('text/calendar;charset=utf-8');
  const start = nth(events, 0).startsAt.replace(/[-:]/g, '');
  expect(ics).toContain(`\r\nDTSTART:${start}\r\n`);
  expect(document.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  click.mockRestore();
});

test('registering needs an account: an anonymous visitor signs up first and comes back to the event', async () => {
  const user = userEvent.setup();
  renderPage('/events/:slug', <EventPage />, '/events/playwright-workshop');
  const register = await screen.findByRole('link', { name: 'Register for this event' });
  expect(register).toHaveAccessibleDescription(
    'Registering takes a free account: sign up and you come straight back to this event.',
  );
  expect(register).not.toHaveAttribute('target');
  await user.click(register);
  expect(location()).toBe('/registration');
  expect(localStore.getString(storageKeys.redirectPath)).toBe('/events/playwright-workshop');
});

test('a signed-in learner registers on the site: the event page leads to its registration page, in place', async () => {
  signInAs();
  const user = userEvent.setup();
  renderPage('/events/:slug', <EventPage />, '/events/playwright-workshop');
  const register = await screen.findByRole('link', { name: 'Register for this event' });
  expect(register).not.toHaveAttribute('target');
  expect(screen.queryByText(/Registering takes a free account/)).not.toBeInTheDocument();
  await user.click(register);
  expect(location()).toBe('/thank-you/webinar');
});

test('a registration page elsewhere (an http(s) address from the CMS) opens in a new tab', async () => {
  server.use(
    http.get(`${CMS}/events/:slug`, () =>
      HttpResponse.json({ data: { ...events[0], registrationUrl: 'https://partner.example.com/qa-workshop' } }),
    ),
  );
  renderPage('/events/:slug', <EventPage />, '/events/playwright-workshop');
  const register = await screen.findByRole('link', { name: 'Register for this event (opens in a new tab)' });
  expect(register).toHaveAttribute('href', 'https://partner.example.com/qa-workshop');
  expect(register).toHaveAttribute('target', '_blank');
  expect(register).toHaveAttribute('rel', 'noopener noreferrer');
});

test('a registration target that is neither a path nor an http(s) address is no link at all', async () => {
  server.use(
    http.get(`${CMS}/events/:slug`, () =>
      HttpResponse.json({ data: { ...events[0], registrationUrl: 'javascript:alert(1)' } }),
    ),
  );
  renderPage('/events/:slug', <EventPage />, '/events/playwright-workshop');
  expect(await screen.findByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Register/ })).not.toBeInTheDocument();
});

for (const [what, registrationUrl] of [
  ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
  ['a path with a tab the browser drops (/<tab>/host)', '/\t/evil.example/register'],
  ['a protocol-relative address', '//evil.example/register'],
] as const) {
  test(`a signed-in learner gets no Register link for ${what}`, async () => {
    signInAs();
    server.use(http.get(`${CMS}/events/:slug`, () => HttpResponse.json({ data: { ...events[0], registrationUrl } })));
    renderPage('/events/:slug', <EventPage />, '/events/playwright-workshop');
    expect(await screen.findByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Register/ })).not.toBeInTheDocument();
  });
}

test('a past event says it has ended and offers no registration', async () => {
  renderPage('/events/:slug', <EventPage />, '/events/mock-interviews');
  expect(await screen.findByText('This event has ended.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Register/ })).not.toBeInTheDocument();
});

test('an unknown event is the not-found page; a failed one has Retry', async () => {
  const { unmount } = renderPage('/events/:slug', <EventPage />, '/events/nope');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  unmount();
  server.use(
    failsTwice(`${CMS}/events/:slug`, 'The CMS is resting.', 503, () => HttpResponse.json({ data: events[0] })),
  );
  const user = userEvent.setup();
  renderPage('/events/:slug', <EventPage />, '/events/playwright-workshop');
  const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Hands-on Playwright Workshop' })).toBeInTheDocument();
});

test('while an event loads, its skeleton stands in', () => {
  server.use(http.get(`${CMS}/events/:slug`, never));
  renderPage('/events/:slug', <EventPage />, '/events/playwright-workshop');
  expect(screen.getByRole('status', { name: 'Loading the event' })).toBeInTheDocument();
});
