import { render } from '@testing-library/react';
import { DEFAULT_DESCRIPTION, usePageMeta, type PageMeta } from '../hooks/use-page-meta';

function Page({ meta }: { meta: PageMeta | null }) {
  usePageMeta(meta);
  return null;
}

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;

beforeEach(() => {
  document.head.innerHTML = '<meta name="description" content="from index.html">';
  window.history.replaceState(null, '', '/posts/first-bug-report?utm_source=x#top');
});

it('writes title, description, canonical URL and Open Graph tags for the page', () => {
  render(
    <Page
      meta={{ title: 'Your first bug report', description: 'How to write it.', image: '/media/p.jpg', type: 'article' }}
    />,
  );
  expect(document.title).toBe('Your first bug report — QA Career');
  expect(content('meta[name="description"]')).toBe('How to write it.');
  expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  expect(canonical()).toBe('http://localhost/posts/first-bug-report');
  expect(content('meta[property="og:title"]')).toBe('Your first bug report — QA Career');
  expect(content('meta[property="og:description"]')).toBe('How to write it.');
  expect(content('meta[property="og:image"]')).toBe('http://localhost/media/p.jpg');
  expect(content('meta[property="og:url"]')).toBe('http://localhost/posts/first-bug-report');
  expect(content('meta[property="og:type"]')).toBe('article');
  expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
});

it('a client-side navigation replaces every tag; left-out values fall back to the site defaults', () => {
  const { rerender } = render(
    <Page meta={{ title: 'Blog', description: 'Posts.', image: 'https://cdn.test/a.png' }} />,
  );
  window.history.pushState(null, '', '/subscriptions');
  rerender(<Page meta={{ title: 'Plans', path: '/subscriptions' }} />);
  expect(document.title).toBe('Plans — QA Career');
  expect(content('meta[name="description"]')).toBe(DEFAULT_DESCRIPTION);
  expect(content('meta[property="og:image"]')).toBe('http://localhost/og-image.png');
  expect(content('meta[property="og:type"]')).toBe('website');
  expect(canonical()).toBe('http://localhost/subscriptions');
});

it('while the page data loads (null) the previous tags stay', () => {
  document.title = 'Before — QA Career';
  render(<Page meta={null} />);
  expect(document.title).toBe('Before — QA Career');
  expect(content('meta[name="description"]')).toBe('from index.html');
});
