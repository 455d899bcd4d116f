/** @jsxImportSource @qa/shared/ui/light-jsx */
/**
 * Body text in the site's type scale and text colours: a page writes `<Text size="sm" tone="muted">`
 * instead of its own font size and colour (docs/architecture.md "Design system").
 */
import type { HTMLAttributes, ReactNode } from 'react';
import { token, type TokenName } from '@qa/shared/ui/styles/tokens';

const tones = {
  default: token('colors-fg'),
  muted: token('colors-fg-muted'),
  brand: token('colors-brand-fg'),
  success: token('colors-green-fg'),
  danger: token('colors-red-600'),
  /** On a dark or brand background. */
  inverse: token('colors-white'),
  /** The colour of what surrounds it (a link's, a button's). */
  inherit: 'inherit',
} as const;

export type TextTone = keyof typeof tones;

/** One line, cut with an ellipsis where it runs out of room (a name in the header, a lecture title). */
export const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
export type TextSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl';
export type TextWeight = 'normal' | 'medium' | 'semibold' | 'bold';

/** The style of `Text`, for an element that must stay what it is (a `<dd>`, a `<time>`, a label). */
export const textStyle = ({
  size = 'md',
  tone = 'default',
  weight = 'normal',
}: { size?: TextSize; tone?: TextTone; weight?: TextWeight } = {}) =>
  ({
    margin: 0,
    fontSize: token(`font-sizes-${size}` as TokenName),
    lineHeight: size === 'xs' || size === 'sm' ? 1.5 : 1.6,
    fontWeight: token(`font-weights-${weight}` as TokenName),
    color: tones[tone],
  }) as const;

type TextProps = Omit<HTMLAttributes<HTMLElement>, 'className'> & {
  as?: 'p' | 'span' | 'div' | 'small' | 'strong' | 'dd' | 'dt' | 'figcaption' | 'time' | 'label';
  size?: TextSize;
  tone?: TextTone;
  weight?: TextWeight;
  /** A parent's light style (`css` prop), merged after the text's own. */
  className?: string;
  dateTime?: string;
  htmlFor?: string;
  children?: ReactNode;
};

/** A paragraph (or `as` another text element) in one size, tone and weight of the scale. */
export function Text({ as: Tag = 'p', size, tone, weight, ...props }: TextProps) {
  return <Tag css={textStyle({ size, tone, weight })} {...props} />;
}
