/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import AffiliateConditionsPage from '../pages/AffiliateConditionsPage';
import PrivacyPolicyPage from '../pages/PrivacyPolicyPage';
import TermsPage from '../pages/TermsPage';
import { CMS, legalPage } from './fixtures';
import { resetWorld } from '@qa/testing/page-harness';
import { renderPage, startApi } from './test-helpers';
import { failsTwice } from '@qa/testing/fails-twice';

const server = startApi();
beforeEach(resetWorld);

test('the policy with its date, a table of contents whose links target the sections, and hostile HTML made inert', async () => {
  server.use(
    http.get(`${CMS}/legal/privacy-policy`, () =>
      HttpResponse.json({
        data: {
          ...legalPage,
          content: `${legalPage.content}<img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>`,
        },
      }),
    ),
  );
  renderPage('/privacy-policy', <PrivacyPolicyPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading the Privacy Policy' })).toBeInTheDocument();
  const toc = await screen.findByRole('navigation', { name: 'On this page' });
  const links = within(toc).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['1. Data we collect', '2. Cookies', '3. Your rights']);
  expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated 15 Jan 2025');
  expect(document.title).toBe('Privacy Policy — QA Career');
  // Every link lands on its heading once the sanitised HTML is in the page.
  const cookies = await screen.findByRole('heading', { level: 2, name: '2. Cookies' });
  for (const link of links) {
    const target = document.getElementById((link.getAttribute('href') ?? '').slice(1));
    expect(target?.tagName).toBe('H2');
    expect(target?.textContent).toBe(link.textContent);
  }
  expect(cookies.id).toMatch(/cookies$/);
  expect(document.querySelector('script')).toBeNull();
  expect(document.querySelector('[onerror]')).toBeNull();
  expect((window as { hacked?: number }).hacked).toBeUndefined();
});

test('terms and affiliate conditions ask the CMS for their own documents', async () => {
  const asked: string[] = [];
  server.use(
    http.get(`${CMS}/legal/:slug`, ({ params }) => {
      asked.push(String(params['slug']));
      const title = params['slug'] === 'terms-and-conditions' ? 'Terms of Service' : 'Affiliate Rules';
      return HttpResponse.json({ data: { ...legalPage, slug: params['slug'], title } });
    }),
  );
  const terms = renderPage('/terms-and-conditions', <TermsPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
  expect(document.title).toBe('Terms of Service — QA Career');
  terms.unmount();
  renderPage('/affiliate-program-conditions', <AffiliateConditionsPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Affiliate Rules' })).toBeInTheDocument();
  expect(asked).toEqual(['terms-and-conditions', 'affiliate-program-conditions']);
});

test('a failed load shows the message and Retry', async () => {
  server.use(failsTwice(`${CMS}/legal/terms-and-conditions`, 'The CMS is down.', 502));
  const user = userEvent.setup();
  renderPage('/terms-and-conditions', <TermsPage />);
  const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
  expect(alert).toHaveTextContent('The CMS is down.');
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
});

test('an empty document says so; a page the CMS does not have is the not-found page', async () => {
  server.use(
    http.get(`${CMS}/legal/privacy-policy`, () => HttpResponse.json({ data: { ...legalPage, content: ' ' } })),
  );
  renderPage('/privacy-policy', <PrivacyPolicyPage />);
  expect(await screen.findByText('This page has no text yet. Please check back soon.')).toBeInTheDocument();
  server.use(
    http.get(`${CMS}/legal/affiliate-program-conditions`, () =>
      HttpResponse.json({ message: 'There is no legal page.' }, { status: 404 }),
    ),
  );
  renderPage('/affiliate-program-conditions', <AffiliateConditionsPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});

test('a malformed fragment (#%) leaves the policy readable', async () => {
  window.history.replaceState(null, '', '/privacy-policy#%');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    renderPage('/privacy-policy', <PrivacyPolicyPage />);
    expect(await screen.findByRole('heading', { level: 2, name: '2. Cookies' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  } finally {
    errors.mockRestore();
    window.history.replaceState(null, '', '/');
  }
});

test('a fragment naming a section scrolls to it once the text is in the page', async () => {
  window.history.replaceState(null, '', '/privacy-policy#user-content-2-cookies');
  const scrolled: string[] = [];
  const scrollIntoView = jest.fn(function (this: HTMLElement) {
    scrolled.push(this.id);
  });
  Object.assign(HTMLElement.prototype, { scrollIntoView });
  try {
    renderPage('/privacy-policy', <PrivacyPolicyPage />);
    await screen.findByRole('heading', { level: 2, name: '2. Cookies' });
    expect(scrolled).toContain('user-content-2-cookies');
  } finally {
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
    window.history.replaceState(null, '', '/');
  }
});
