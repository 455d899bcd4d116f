import { render } from '@testing-library/react';
import { Avatar, initialsOf } from '@qa/shared/ui/primitives/Avatar';
import { token } from '@qa/shared/ui/styles/tokens';

it('initials are the first letters of the first two words, capitalised', () => {
  expect(initialsOf('  ada   lovelace king ')).toBe('AL');
});

it('without a photo the avatar is a brand circle holding the initials, hidden from assistive tech', () => {
  const { container } = render(<Avatar size={40} name="Grace Hopper" />);
  const circle = container.firstElementChild as HTMLElement;
  expect(circle).toHaveTextContent('GH');
  expect(circle).toHaveAttribute('aria-hidden', 'true');
  expect(getComputedStyle(circle).borderRadius).toBe(token('radii-full'));
  expect(getComputedStyle(circle).width).toBe('40px');
  expect(getComputedStyle(circle).fontSize).toBe(token('font-sizes-md'));
});

it('a small avatar writes its letters small', () => {
  const { container } = render(<Avatar size={30} name="Grace Hopper" />);
  expect(getComputedStyle(container.firstElementChild as HTMLElement).fontSize).toBe(token('font-sizes-xs'));
});

it('a circle without a name shows what it is given, a step number', () => {
  const { container } = render(<Avatar size={32}>2</Avatar>);
  expect(container.firstElementChild).toHaveTextContent('2');
});

it('with a photo the avatar is the photo at its size, with an empty alt (the name is beside it)', () => {
  const { container } = render(<Avatar size={40} name="Grace Hopper" src="/media/grace.jpg" />);
  const photo = container.querySelector('img');
  expect(photo).toHaveAttribute('src', '/media/grace.jpg');
  expect(photo).toHaveAttribute('alt', '');
  expect(photo).toHaveAttribute('width', '40');
  expect(container).not.toHaveTextContent('GH');
});
