import { render, screen } from '@testing-library/react';
import { Notice } from '@qa/shared/ui/primitives/notice';
import { Text } from '@qa/shared/ui/primitives/text';
import { token } from '@qa/shared/ui/styles/tokens';

/** A token's colour as the browser writes it back: a hex token is read back in the browser's own colour notation. */
const computedColour = (colour: string) => {
  const probe = document.createElement('i');
  probe.style.color = colour;
  return probe.style.color;
};

it('text is a paragraph in the body size and colour unless told otherwise', () => {
  render(<Text>Ten lectures</Text>);
  const text = screen.getByText('Ten lectures');
  expect(text.tagName).toBe('P');
  expect(getComputedStyle(text).fontSize).toBe(token('font-sizes-md'));
  expect(getComputedStyle(text).color).toBe(computedColour(token('colors-fg')));
});

it('text takes its size, tone, weight and element from the scale', () => {
  render(
    <Text as="span" size="sm" tone="muted" weight="semibold">
      2 h 10 min
    </Text>,
  );
  const text = screen.getByText('2 h 10 min');
  expect(text.tagName).toBe('SPAN');
  expect(getComputedStyle(text).fontSize).toBe(token('font-sizes-sm'));
  expect(getComputedStyle(text).color).toBe(computedColour(token('colors-fg-muted')));
  expect(getComputedStyle(text).fontWeight).toBe('600');
});

it('a notice without a name is a polite live region with its action beside the text', () => {
  render(<Notice action={<button type="button">Retry</button>}>You are offline.</Notice>);
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('You are offline.');
  expect(status).toContainElement(screen.getByRole('button', { name: 'Retry' }));
  expect(getComputedStyle(status).position).toBe('fixed');
});

it('a named notice is a landmark a visitor can find again', () => {
  render(<Notice label="Preview">Previewing platform</Notice>);
  expect(screen.getByRole('complementary', { name: 'Preview' })).toHaveTextContent('Previewing platform');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
