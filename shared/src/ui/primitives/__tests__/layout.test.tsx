/** @jsxImportSource @qa/shared/ui/light-jsx */
import { render, screen } from '@testing-library/react';
import { Grid, PageContainer, Row, Stack } from '@qa/shared/ui/primitives/layout';
import { token } from '@qa/shared/ui/styles/tokens';

it('the page container gives the page the gutter and the content width', () => {
  render(<PageContainer data-testid="page">Page</PageContainer>);
  const style = getComputedStyle(screen.getByTestId('page'));
  expect(style.paddingInline || style.paddingLeft).toContain(token('spacing-4'));
  expect(style.paddingInline || style.paddingLeft).toContain(token('sizes-6xl'));
  expect(style.paddingBlock || style.paddingTop).toBe(token('spacing-8'));
});

it('a bleeding page container keeps the side room and drops the room above and below', () => {
  render(<PageContainer bleed data-testid="band" />);
  const style = getComputedStyle(screen.getByTestId('band'));
  expect(style.paddingInline || style.paddingLeft).toContain(token('spacing-4'));
  expect(style.paddingBlock || style.paddingTop).toBe('');
});

it('a stack is a column with its gap from the spacing scale', () => {
  render(<Stack gap="6" data-testid="stack" />);
  const style = getComputedStyle(screen.getByTestId('stack'));
  expect(style.flexDirection).toBe('column');
  expect(style.gap).toBe(token('spacing-6'));
});

it('a row wraps only when asked and spreads its items with justify="between"', () => {
  const { rerender } = render(<Row data-testid="row" />);
  expect(getComputedStyle(screen.getByTestId('row')).flexWrap).toBe('nowrap');
  rerender(<Row wrap justify="between" data-testid="row" />);
  const style = getComputedStyle(screen.getByTestId('row'));
  expect(style.flexWrap).toBe('wrap');
  expect(style.justifyContent).toBe('space-between');
});

it('a grid as a list keeps list semantics without bullets', () => {
  render(
    <Grid as="ul" columns={{ base: 1, md: 3 }} aria-label="Items">
      <li>One</li>
    </Grid>,
  );
  const list = screen.getByRole('list', { name: 'Items' });
  expect(getComputedStyle(list).listStyle).toContain('none');
  expect(getComputedStyle(list).gridTemplateColumns).toBe('repeat(1, minmax(0, 1fr))');
});

it('a parent style passed through css wins over the primitive’s own', () => {
  render(<Stack gap="2" css={{ gap: token('spacing-8') }} data-testid="stack" />);
  expect(getComputedStyle(screen.getByTestId('stack')).gap).toBe(token('spacing-8'));
});
