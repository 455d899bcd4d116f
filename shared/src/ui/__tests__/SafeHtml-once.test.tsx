import { render, screen } from '@testing-library/react';
import { SafeHtml } from '@qa/shared/ui/widgets/SafeHtml';
import { loadSanitizer } from '@qa/shared/ui/widgets/sanitize-html';

// DOMPurify as it is, counting the strings it sanitises.
const sanitized: string[] = [];
jest.mock('dompurify', () => {
  const actual = jest.requireActual('dompurify');
  const createPurify = actual.default ?? actual;
  return {
    __esModule: true,
    default: (window: Window) => {
      const purify = createPurify(window);
      const sanitize = purify.sanitize.bind(purify);
      purify.sanitize = (html: string, options: unknown) => {
        sanitized.push(html);
        return sanitize(html, options);
      };
      return purify;
    },
  };
});

it('sanitises a string once, however often the element renders, and again when the string changes', async () => {
  await loadSanitizer();
  const { rerender } = render(<SafeHtml html="<p>First</p>" />);
  rerender(<SafeHtml html="<p>First</p>" />);
  rerender(<SafeHtml html="<p>First</p>" className="post" />);
  expect(screen.getByText('First')).toBeInTheDocument();
  expect(sanitized).toEqual(['<p>First</p>']);

  rerender(<SafeHtml html="<p>Second</p><script>window.__pwned = 1</script>" className="post" />);
  expect(screen.getByText('Second')).toBeInTheDocument();
  expect(document.querySelector('script')).toBeNull();
  expect(sanitized).toEqual(['<p>First</p>', '<p>Second</p><script>window.__pwned = 1</script>']);
});
