import { render } from '@testing-library/react';
import { useDocumentTitle } from '@qa/shared/ui/hooks/use-document-title';

function Page({ title }: { title: string | null }) {
  useDocumentTitle(title);
  return null;
}

it('names the tab "<page> — QA Career" and follows the shown page', () => {
  const { rerender } = render(<Page title="Login" />);
  expect(document.title).toBe('Login — QA Career');
  rerender(<Page title="Create your account" />);
  expect(document.title).toBe('Create your account — QA Career');
});

it('leaves the title alone without one', () => {
  document.title = 'Before';
  render(<Page title={null} />);
  expect(document.title).toBe('Before');
});
