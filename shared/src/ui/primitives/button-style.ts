/**
 * The one button look of the site: every action, on every page of every app, is drawn by
 * `buttonStyle` (through `Button`, `ButtonLink`, `ButtonAnchor`), and Chakra's button recipe is set
 * to the same geometry in `system.ts`.
 */
import { focusRing, token } from '@qa/shared/ui/styles/tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Height, inline padding and font size per size: 36, 40 and 48 px tall. */
export const buttonSizes = {
  sm: { height: '2.25rem', paddingInline: token('spacing-3'), fontSize: token('font-sizes-sm') },
  md: { height: '2.5rem', paddingInline: token('spacing-4'), fontSize: token('font-sizes-md') },
  lg: { height: '3rem', paddingInline: token('spacing-6'), fontSize: token('font-sizes-md') },
} as const;

export const buttonRadius = token('radii-lg');
export const buttonWeight = token('font-weights-semibold');

const variants = {
  /** The page's main action: brand-filled. */
  primary: {
    background: token('colors-brand-500'),
    borderColor: 'transparent',
    color: token('colors-white'),
    '&:hover:not(:disabled)': { background: token('colors-brand-600') },
  },
  /** A second action beside the main one: outlined. */
  secondary: {
    background: 'transparent',
    borderColor: token('colors-border'),
    color: token('colors-fg'),
    '&:hover:not(:disabled)': { background: token('colors-brand-50') },
  },
  /** A quiet action (a toolbar, a "Skip"). */
  ghost: {
    background: 'transparent',
    borderColor: 'transparent',
    color: token('colors-fg'),
    '&:hover:not(:disabled)': { background: token('colors-brand-50') },
  },
  /** The main action on a brand-coloured or dark band. */
  inverse: {
    background: token('colors-white'),
    borderColor: 'transparent',
    color: token('colors-brand-600'),
    '&:hover:not(:disabled)': { background: token('colors-brand-50') },
    '&:focus-visible': { outline: `2px solid ${token('colors-white')}`, outlineOffset: '2px' },
  },
} as const;

/** The style of a button (or a link drawn as one) of `variant` and `size`. */
export const buttonStyle = (variant: ButtonVariant = 'primary', size: ButtonSize = 'md') =>
  ({
    display: 'inline-flex',
    appearance: 'none',
    alignItems: 'center',
    justifyContent: 'center',
    gap: token('spacing-2'),
    position: 'relative',
    flexShrink: 0,
    minWidth: buttonSizes[size].height,
    margin: 0,
    paddingBlock: 0,
    ...buttonSizes[size],
    borderRadius: buttonRadius,
    borderWidth: 1,
    borderStyle: 'solid',
    // A <button> does not inherit the page's font (a Chakra page's reset makes it; the light base does not).
    fontFamily: 'inherit',
    fontWeight: buttonWeight,
    lineHeight: 1.25,
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    transition: 'background 0.15s',
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
    ...focusRing,
    ...variants[variant],
  }) as const;
