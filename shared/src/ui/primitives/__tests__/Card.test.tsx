import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@qa/testing/router';
import { Card, CardGrid, CardLink, CoverImage } from '@qa/shared/ui/primitives/Card';
import { CardTitle } from '@qa/shared/ui/primitives/heading';

it('a linked card is one link, named by its title', () => {
  render(
    <MemoryRouter>
      <CardGrid label="Courses">
        <Card as="li" linked cover={<CoverImage src="/media/a.svg" />}>
          <CardTitle>
            <CardLink to="/courses/api-testing">API testing</CardLink>
          </CardTitle>
          <p>Requests, responses and contracts.</p>
        </Card>
      </CardGrid>
    </MemoryRouter>,
  );
  expect(screen.getByRole('list', { name: 'Courses' })).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(1);
  expect(screen.getByRole('link')).toHaveAccessibleName('API testing');
  expect(screen.getByRole('link')).toHaveAttribute('href', '/courses/api-testing');
});

it('a cover keeps its ratio and loads lazily unless it is above the fold', () => {
  const { container, rerender } = render(<CoverImage src="/media/a.svg" width={1200} height={630} />);
  const image = container.querySelector('img');
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('alt', '');
  expect(image?.style.aspectRatio || getComputedStyle(image as Element).aspectRatio).toBe('1200 / 630');
  rerender(<CoverImage src="/media/a.svg" priority />);
  expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
});

it('a cover that fails to load becomes a quiet block of the same ratio', () => {
  const { container } = render(<CoverImage src="/media/missing.svg" alt="Course cover" />);
  fireEvent.error(container.querySelector('img') as HTMLImageElement);
  expect(container.querySelector('img')).toBeNull();
  expect(screen.getByRole('img', { name: 'Course cover' })).toHaveAttribute('data-cover-fallback');
});

it('a card without an image has no cover', () => {
  const { container } = render(
    <Card>
      <p>Text only</p>
    </Card>,
  );
  expect(container.querySelector('img, [data-cover-fallback]')).toBeNull();
  expect(screen.getByRole('article')).toHaveTextContent('Text only');
});

it('a cover above the fold is fetched first', () => {
  const { container } = render(<CoverImage src="/media/a.svg" priority />);
  expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
});

it('a card takes a parent style and a test id', () => {
  render(
    <Card className="from-parent" data-testid="plan-card">
      <p>Monthly</p>
    </Card>,
  );
  expect(screen.getByTestId('plan-card')).toHaveClass('from-parent');
});

it('a grid whose cards are being replaced says so to assistive technology', () => {
  const { rerender } = render(
    <CardGrid label="Articles" busy>
      <li>One</li>
    </CardGrid>,
  );
  expect(screen.getByRole('list', { name: 'Articles' })).toHaveAttribute('aria-busy', 'true');
  rerender(
    <CardGrid label="Articles">
      <li>One</li>
    </CardGrid>,
  );
  expect(screen.getByRole('list', { name: 'Articles' })).not.toHaveAttribute('aria-busy');
});
