import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { track } from '@qa/shared/kernel/analytics/analytics';
import type { FooterItem } from '../../api/content';
import { useFooterItems } from '../../api/footer';
import { MemoryRouter } from '@qa/testing/router';
import { loadSanitizer } from '@qa/shared/ui/widgets/sanitize-html';
import { Footer } from '../Footer';
import { footerItems, queryResult } from './footer-fixtures';

jest.mock('../../api/footer', () => ({ useFooterItems: jest.fn() }));
jest.mock('@qa/shared/kernel/analytics/analytics', () => ({ track: jest.fn() }));

const useFooter = jest.mocked(useFooterItems);

beforeAll(() => loadSanitizer());

function renderFooter(result = queryResult(footerItems)) {
  useFooter.mockReturnValue(result);
  return render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
}

const nav = (name: RegExp) => screen.getByRole('navigation', { name });
const linkNames = (name: RegExp) =>
  within(nav(name))
    .getAllByRole('link')
    .map((link) => link.textContent);

it('renders nothing while the footer content loads', () => {
  const { container } = renderFooter(queryResult(undefined, 'pending'));
  expect(container).toBeEmptyDOMElement();
});

it('renders nothing when the load fails', () => {
  const { container } = renderFooter(queryResult(undefined, 'error'));
  expect(container).toBeEmptyDOMElement();
});

it('renders nothing when the content has no items', () => {
  const { container } = renderFooter(queryResult([]));
  expect(container).toBeEmptyDOMElement();
});

it('first column: items 0, 1, 2 and Pricing to /subscriptions', () => {
  renderFooter();
  expect(linkNames(/learning/)).toEqual(['Career Paths', 'Courses', 'Workshops & Events', 'Pricing']);
  expect(screen.getByRole('link', { name: 'Career Paths' })).toHaveAttribute('href', '/paths');
  expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/subscriptions');
});

it('second column: items 3, 4, 5, the first as a button with its text', () => {
  renderFooter();
  expect(linkNames(/community/)).toEqual(['Find a mentor', 'Blog', 'Partner school (opens in a new tab)']);
  expect(screen.getByRole('link', { name: 'Find a mentor' })).toHaveAttribute('href', '/mentorship');
  expect(screen.queryByText('Seventh')).not.toBeInTheDocument();
});

it('shows item 3 content sanitised', () => {
  renderFooter();
  const description = within(nav(/community/)).getByText('One-to-one sessions.');
  // right after its own button, before the other links of the column
  const button = screen.getByRole('link', { name: 'Find a mentor' });
  const blog = screen.getByRole('link', { name: 'Blog' });
  expect(button.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(description.compareDocumentPosition(blog) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it('does not show link paths as text', () => {
  renderFooter();
  expect(screen.getByRole('contentinfo')).not.toHaveTextContent('/paths');
});

it('opens an external content address in a new tab with rel noopener', () => {
  renderFooter();
  const external = screen.getByRole('link', { name: /Partner school/ });
  expect(external).toHaveAttribute('target', '_blank');
  expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  expect(external).toHaveAttribute('href', 'https://partner.example.com/qa');
});

it('drops a content link whose target is a javascript: address', () => {
  const evil = {
    ...(footerItems[4] as FooterItem),
    custom_fields: { button: ['Evil'], button_link: ['javascript:alert(1)'] },
  };
  renderFooter(queryResult([...footerItems.slice(0, 4), evil]));
  expect(screen.queryByRole('link', { name: 'Evil' })).not.toBeInTheDocument();
});

it.each([['/\t/evil.com'], ['/.//evil.com'], ['/courses/..%2F..%2F%2Fevil.com']])(
  'drops an in-site content link that a browser would read as another host (%j)',
  (target) => {
    const evil = {
      ...(footerItems[4] as FooterItem),
      custom_fields: { button: ['Evil'], button_link: [target] },
    };
    renderFooter(queryResult([...footerItems.slice(0, 4), evil]));
    expect(screen.queryByRole('link', { name: 'Evil' })).not.toBeInTheDocument();
  },
);

it('skips items whose link text or target is not a string, instead of failing', () => {
  const malformed = footerItems.map((item, index) =>
    index === 1 ? { ...item, custom_fields: { button: [7], button_link: [{}] } } : item,
  ) as unknown as FooterItem[];
  renderFooter(queryResult(malformed));
  expect(linkNames(/learning/i)).not.toContain('7');
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});

it('renders with fewer than six items', () => {
  renderFooter(queryResult(footerItems.slice(0, 1)));
  expect(linkNames(/learning/)).toEqual(['Career Paths', 'Pricing']);
});

it('brand logo links to /', () => {
  renderFooter();
  expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'QA Career home' })).toHaveAttribute(
    'href',
    '/',
  );
});

it('copyright line names the company and the current year', () => {
  jest.useFakeTimers({ now: new Date('2031-03-04T10:00:00Z'), doNotFake: ['queueMicrotask'] });
  renderFooter();
  expect(screen.getByText('© 2031 QA Career. All rights reserved.')).toBeInTheDocument();
  jest.useRealTimers();
});

it('links the privacy policy and the terms and conditions', () => {
  renderFooter();
  const legal = within(screen.getByRole('navigation', { name: 'Legal' }));
  expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  expect(legal.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
});

it('university mail contact is a mailto link', () => {
  renderFooter();
  expect(screen.getByRole('link', { name: 'university@qacareer.academy' })).toHaveAttribute(
    'href',
    'mailto:university@qacareer.academy',
  );
});

it('social links: Facebook group, video channel, chat community (as in the drawer), each in a new tab', () => {
  renderFooter();
  const social = within(screen.getByRole('list', { name: 'Social links' })).getAllByRole('link');
  expect(social.map((link) => link.getAttribute('aria-label'))).toEqual([
    'Facebook group, opens in a new tab',
    'Video channel (YouTube), opens in a new tab',
    'Chat community (Discord), opens in a new tab',
  ]);
  for (const link of social) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

it('tracks logo, navigation, mail and social clicks with their labels', async () => {
  const user = userEvent.setup();
  const stayOnPage = (event: Event) => event.preventDefault(); // jsdom cannot follow mailto: or new tabs
  document.addEventListener('click', stayOnPage);
  renderFooter();
  await user.click(screen.getByRole('link', { name: 'Courses' }));
  await user.click(screen.getByRole('link', { name: 'university@qacareer.academy' }));
  await user.click(screen.getByRole('link', { name: /Facebook group/ }));
  await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'QA Career home' }));
  expect(jest.mocked(track).mock.calls).toEqual([
    ['footer_navigation_link_click', { label: 'Courses' }],
    ['footer_email_click', { label: 'university@qacareer.academy' }],
    ['footer_social_button_click', { label: 'Facebook' }],
    ['footer_logo_click'],
  ]);
  document.removeEventListener('click', stayOnPage);
});
