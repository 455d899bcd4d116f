/** @jsxImportSource @qa/shared/ui/light-jsx */
/**
 * A person's (or a step's) circle: their photo, else their initials (or a number) in white on the
 * brand colour. Decorative: what it stands for is named by the text or the link beside it.
 */
import type { ReactNode } from 'react';
import { token } from '@qa/shared/ui/styles/tokens';

/** "Ada Lovelace King" → "AL": the first letters of the first two words. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** The circle of a `size` px avatar; its letters about 40 % of it (a small header chip gets the small size). */
export const avatarStyle = (size: number) =>
  ({
    width: size,
    height: size,
    flexShrink: 0,
    borderRadius: token('radii-full'),
    background: token('colors-brand-500'),
    color: token('colors-white'),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontWeight: token('font-weights-bold'),
    fontSize: size < 32 ? token('font-sizes-xs') : token('font-sizes-md'),
    objectFit: 'cover',
  }) as const;

type AvatarProps = {
  /** Its diameter in px. */
  size: number;
  /** A photo; without one, the circle shows `name`'s initials or the children. */
  src?: string | null;
  name?: string;
  children?: ReactNode;
};

export function Avatar({ size, src, name, children }: AvatarProps) {
  if (src) return <img src={src} alt="" width={size} height={size} css={avatarStyle(size)} />;
  return (
    <span aria-hidden="true" css={avatarStyle(size)}>
      {name === undefined ? children : initialsOf(name)}
    </span>
  );
}
