import { screen } from '@testing-library/react';
import { mainApi } from '@qa/shared/data/api-client';
import type { User } from '@qa/shared/kernel/entities/user';
import { analyticsEvents, setAnalyticsConsent } from '@qa/shared/kernel/analytics/analytics';
import { formatStart } from '@qa/shared/kernel/format/time';
import { setAppConfig } from '@qa/shared/kernel/config/app-config';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { sessionKeys, sessionStore } from '@qa/shared/kernel/storage/session-store';
import type { WebinarPopup } from '../../api/content';
import { pageShown } from '../../startup/after-startup';
import {
  chooseCookies,
  dialog,
  renderDialogs,
  resetBrowser,
  settle,
  signInAs,
  testConfig,
  wait,
} from './dialogs-harness';

const content: WebinarPopup = {
  id: 1,
  custom_fields: {
    date: '2026-12-01',
    time: '18:00 UTC',
    link: 'https://example.com/webinar',
    title: 'QA Career Kickstart',
    subtitle: 'Free live webinar',
    text: 'How to land your first QA job.',
    button_text: 'Join the webinar',
    type: 'Webinar',
    webinar_id: 'kickstart-1',
  },
};

const mockReadContent = jest.fn(() => ({ data: content }));
jest.mock('../../api/webinar-popup', () => ({ useWebinarPopup: () => mockReadContent() }));
// The signed-in user's e-mail comes from GET /users/{id}; no test here may reach a real API.
jest.mock('@qa/shared/data/api-client', () => ({ mainApi: { get: jest.fn(), put: jest.fn(), post: jest.fn() } }));
type WithLayer = { dataLayer?: unknown[] };

const webinar = () => dialog('QA Career Kickstart');

/** The dialogs at `path` once the page has started: the webinar's content loads only then. */
async function renderStarted(path: string) {
  pageShown();
  const user = renderDialogs(path);
  await wait(0);
  return user;
}

beforeEach(() => {
  jest.useFakeTimers();
  resetBrowser();
  setAppConfig(testConfig);
  chooseCookies('true');
});
afterEach(() => jest.useRealTimers());

// First in this file: the first page's mark is made once per page load (module state), as in the browser.
it('loads its content only once the first page is on screen and the browser idle, not with the first screen', async () => {
  renderDialogs('/');
  await wait(0);
  expect(mockReadContent).not.toHaveBeenCalled();
  pageShown();
  await settle();
  expect(mockReadContent).not.toHaveBeenCalled();
  await wait(0); // jsdom has no idle callbacks: one timer turn stands for the idle moment
  expect(mockReadContent).toHaveBeenCalled();
});

it('opens 10 s after its content loaded, not at 9.9 s', async () => {
  await renderStarted('/');
  await wait(9_900);
  expect(webinar()).not.toBeInTheDocument();
  await wait(100);
  expect(screen.getByRole('dialog', { name: 'QA Career Kickstart' })).toBeInTheDocument();
  expect(screen.getByText('Free live webinar')).toBeInTheDocument();
  expect(screen.getByText('Webinar')).toBeInTheDocument();
  // the content's 18:00 UTC, written as every event's start is, on this machine's clock
  expect(screen.getByText(formatStart('2026-12-01T18:00:00Z'))).toBeInTheDocument();
  expect(sessionStore.getString(sessionKeys.webinarPopupShown)).toBe('true');
});

it.each(['/thank-you/webinar', '/courses/qa/lectures/lecture-1'])('never opens on %s', async (path) => {
  await renderStarted(path);
  await wait(10_000);
  expect(webinar()).not.toBeInTheDocument();
});

for (const [what, link] of [
  ['a javascript: link', 'javascript:alert(document.cookie)'],
  ['a data: link', 'data:text/html,<script>alert(1)</script>'],
  ['a path with a tab the browser drops (/<tab>/host)', '/\t/evil.example/webinar'],
] as const) {
  it(`shows no Join for ${what} from the CMS, and the rest of the popup`, async () => {
    mockReadContent.mockReturnValue({ data: { ...content, custom_fields: { ...content.custom_fields, link } } });
    try {
      await renderStarted('/');
      await wait(10_000);
      expect(await screen.findByText('How to land your first QA job.')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Join the webinar' })).not.toBeInTheDocument();
    } finally {
      mockReadContent.mockReturnValue({ data: content });
    }
  });
}

it('does not open when it was already shown in this session', async () => {
  sessionStore.setString(sessionKeys.webinarPopupShown, 'true');
  await renderStarted('/');
  await wait(10_000);
  expect(webinar()).not.toBeInTheDocument();
});

it('does not open when its id is on the do-not-show list', async () => {
  localStore.setJson(storageKeys.webinars, ['other', 'kickstart-1']);
  await renderStarted('/');
  await wait(10_000);
  expect(webinar()).not.toBeInTheDocument();
});

it('a corrupt do-not-show list counts as empty', async () => {
  localStore.setString(storageKeys.webinars, '{"not":"a list"');
  await renderStarted('/');
  await wait(10_000);
  expect(await screen.findByRole('dialog', { name: 'QA Career Kickstart' })).toBeInTheDocument();
});

it("'Don't show again' toggles the id in the list; an empty list removes the key", async () => {
  const user = await renderStarted('/');
  await wait(10_000);
  const toggle = await screen.findByRole('checkbox', { name: "Don't show again" });
  await user.click(toggle);
  expect(toggle).toBeChecked();
  expect(localStore.getJson(storageKeys.webinars, [])).toEqual(['kickstart-1']);
  await user.click(toggle);
  expect(toggle).not.toBeChecked();
  expect(localStore.getString(storageKeys.webinars)).toBeNull();
  localStore.setJson(storageKeys.webinars, ['older']);
  await user.click(toggle);
  expect(localStore.getJson(storageKeys.webinars, [])).toEqual(['older', 'kickstart-1']);
  await user.click(toggle);
  expect(localStore.getJson(storageKeys.webinars, [])).toEqual(['older']);
});

it('Join opens the link in a new tab, sends the webinar event as Unauthorized, and closes', async () => {
  setAnalyticsConsent(true);
  (window as WithLayer).dataLayer = [];
  const user = await renderStarted('/');
  await wait(10_000);
  const join = await screen.findByRole('link', { name: 'Join the webinar' });
  expect(join).toHaveAttribute('target', '_blank');
  expect(join).toHaveAttribute('rel', expect.stringContaining('noopener'));
  join.addEventListener('click', (event) => event.preventDefault());
  await user.click(join);
  expect((window as WithLayer).dataLayer).toContainEqual(
    expect.objectContaining({ event: analyticsEvents.webinar, email: 'Unauthorized' }),
  );
  expect(webinar()).not.toBeInTheDocument();
  setAnalyticsConsent(false);
});

it("Join for a signed-in user sends the webinar event with the user's e-mail", async () => {
  setAnalyticsConsent(true);
  (window as WithLayer).dataLayer = [];
  const profile: User = { id: 7, country: 'DE', email: 'demo.learner@example.com', isQuestionnaireComplete: false };
  jest.mocked(mainApi.get).mockResolvedValue({ data: { users: profile } });
  signInAs({ id: 7 });
  const user = await renderStarted('/');
  await wait(10_000);
  const join = await screen.findByRole('link', { name: 'Join the webinar' });
  join.addEventListener('click', (event) => event.preventDefault());
  await user.click(join);
  expect(mainApi.get).toHaveBeenCalledWith('/users/7');
  expect((window as WithLayer).dataLayer).toContainEqual(
    expect.objectContaining({ event: analyticsEvents.webinar, email: 'demo.learner@example.com', userId: 7 }),
  );
  expect((window as WithLayer).dataLayer).not.toContainEqual(expect.objectContaining({ email: 'Unauthorized' }));
  expect(webinar()).not.toBeInTheDocument();
  setAnalyticsConsent(false);
});

it('waits for the cookie dialog: its content loads once the choice is made, and it opens 10 s later', async () => {
  localStore.remove(storageKeys.euCookieState);
  const user = await renderStarted('/');
  await wait(10_000);
  expect(await screen.findByRole('dialog', { name: 'We use cookies' })).toBeInTheDocument();
  expect(webinar()).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Decline' }));
  await wait(9_900);
  expect(webinar()).not.toBeInTheDocument();
  await wait(100);
  expect(await screen.findByRole('dialog', { name: 'QA Career Kickstart' })).toBeInTheDocument();
});
