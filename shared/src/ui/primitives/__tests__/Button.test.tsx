import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@qa/testing/router';
import { Button, ButtonAnchor, ButtonLink } from '@qa/shared/ui/primitives/Button';
import { buttonStyle } from '@qa/shared/ui/primitives/button-style';
import { token } from '@qa/shared/ui/styles/tokens';

it('is a type="button" that runs its action', async () => {
  const onClick = jest.fn();
  render(<Button onClick={onClick}>Save</Button>);
  const button = screen.getByRole('button', { name: 'Save' });
  expect(button).toHaveAttribute('type', 'button');
  await userEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});

it('submits a form when asked to', () => {
  render(<Button type="submit">Send</Button>);
  expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
});

/** A token's colour as the browser computes it (`#3D40D5` → `rgb(61, 64, 213)`). */
const computed = (colour: string) => {
  const probe = document.createElement('i');
  probe.style.color = colour;
  return probe.style.color;
};

it('draws the primary action brand-filled, 8 px round, semibold, 48 px tall in size lg', () => {
  render(<Button size="lg">Start</Button>);
  const style = getComputedStyle(screen.getByRole('button', { name: 'Start' }));
  expect(style.backgroundColor).toBe(computed(token('colors-brand-500')));
  expect(style.borderRadius).toBe(token('radii-lg'));
  expect(style.fontWeight).toBe('600');
  expect(style.height).toBe('3rem');
});

it('gives each variant its own look and each size its own height', () => {
  const variants = (['primary', 'secondary', 'ghost', 'inverse'] as const).map((v) => buttonStyle(v).background);
  expect(new Set(variants).size).toBe(3); // secondary and ghost are both transparent, told apart by their border
  expect(buttonStyle('secondary').borderColor).not.toBe(buttonStyle('ghost').borderColor);
  expect((['sm', 'md', 'lg'] as const).map((size) => buttonStyle('primary', size).height)).toEqual([
    '2.25rem',
    '2.5rem',
    '3rem',
  ]);
});

it('links to a page of the site as a button', () => {
  render(
    <MemoryRouter>
      <ButtonLink to="/courses" variant="secondary">
        Browse courses
      </ButtonLink>
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
});

it('keeps the opener out of a new tab', () => {
  render(
    <ButtonAnchor href="https://example.com/live" target="_blank" rel="opener">
      Join
    </ButtonAnchor>,
  );
  expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('rel', 'noopener noreferrer');
});
