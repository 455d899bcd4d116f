import { act, render, screen } from '@testing-library/react';
import { SafeHtml } from '@qa/shared/ui/widgets/SafeHtml';
import { loadSanitizer } from '@qa/shared/ui/widgets/sanitize-html';

async function renderHtml(html: string) {
  await loadSanitizer();
  const { container } = render(<SafeHtml html={html} />);
  return container.firstChild as HTMLElement;
}

// First in the file: no test has loaded DOMPurify yet (module state is per test file).
it('stays empty until near the viewport, then loads DOMPurify and shows the sanitised HTML', async () => {
  let reportIntersection: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
  const observe = jest.fn();
  window.IntersectionObserver = jest.fn((callback: (entries: { isIntersecting: boolean }[]) => void) => {
    reportIntersection = callback;
    return { observe, disconnect: jest.fn() };
  }) as never;
  const { container } = render(<SafeHtml html="<p>Hello</p>" />);
  expect(container.firstChild).toBeEmptyDOMElement();
  expect(observe).toHaveBeenCalledWith(container.firstChild);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByText('Hello')).not.toBeInTheDocument();
  act(() => reportIntersection([{ isIntersecting: true }]));
  expect(await screen.findByText('Hello')).toBeInTheDocument();
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

it('keeps ordinary markup', async () => {
  const root = await renderHtml('<p>Learn <strong>testing</strong> <a href="/paths">paths</a></p>');
  expect(screen.getByRole('link', { name: 'paths' })).toHaveAttribute('href', '/paths');
  expect(root.querySelector('strong')).toHaveTextContent('testing');
});

it('removes <script> elements', async () => {
  const root = await renderHtml('<p>ok</p><script>window.__pwned = 1</script>');
  expect(root.querySelector('script')).toBeNull();
  expect(root.innerHTML).not.toContain('__pwned');
});

it('removes onerror handlers from images', async () => {
  const root = await renderHtml('<img src="x.png" onerror="window.__pwned = 1" alt="x">');
  expect(root.querySelector('img')).not.toHaveAttribute('onerror');
});

it('removes onload from <svg>', async () => {
  const root = await renderHtml('<svg onload="window.__pwned = 1"><circle r="4"></circle></svg>');
  expect(root.innerHTML).not.toContain('onload');
});

it('removes javascript: hrefs', async () => {
  await renderHtml('<a href="javascript:alert(1)">click</a>');
  expect(screen.getByText('click')).not.toHaveAttribute('href');
});

it('removes <iframe> elements', async () => {
  const root = await renderHtml('<p>a</p><iframe src="https://evil.example"></iframe>');
  expect(root.querySelector('iframe')).toBeNull();
});

it('gives every target="_blank" link rel="noopener noreferrer"', async () => {
  await renderHtml(
    '<a href="https://example.com" target="_blank">out</a><a href="https://x.org" target="_blank" rel="opener">x</a>',
  );
  expect(screen.getByRole('link', { name: 'out' })).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByRole('link', { name: 'x' })).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByRole('link', { name: 'out' })).toHaveAttribute('target', '_blank');
});

it('gives a link with any target (a named window too) rel="noopener noreferrer"', async () => {
  await renderHtml('<a href="https://example.com" target="promo">promo</a><a href="/x" target="_top">top</a>');
  expect(screen.getByRole('link', { name: 'promo' })).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByRole('link', { name: 'top' })).toHaveAttribute('rel', 'noopener noreferrer');
});

it('prefixes ids and names, so content cannot clobber document properties', async () => {
  const root = await renderHtml('<img id="cookie" src="/a.png" alt="a"><form name="getElementById"></form>');
  expect(root.querySelector('img')?.id).toBe('user-content-cookie');
  expect(typeof document.getElementById).toBe('function');
  expect((document as unknown as Record<string, unknown>).cookie).not.toBeInstanceOf(HTMLElement);
});

it('leaves links without a blank target alone', async () => {
  await renderHtml('<a href="/blog">blog</a>');
  expect(screen.getByRole('link', { name: 'blog' })).not.toHaveAttribute('rel');
});

it('renders inside the requested element', async () => {
  await loadSanitizer();
  const { container } = render(<SafeHtml as="span" html="Tom &amp; Jerry" />);
  expect(container.firstChild?.nodeName).toBe('SPAN');
  expect(container.firstChild).toHaveTextContent('Tom & Jerry');
});
