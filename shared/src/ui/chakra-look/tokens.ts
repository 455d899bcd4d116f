/**
 * Chakra's theme values for what the light layer draws in Chakra's look (the catalogue, a course's
 * cards, a syllabus's rows): the values themselves rather than Chakra's CSS variables, which exist only
 * once Chakra's provider has loaded, so the same styles paint on the catalogue (a light page, no
 * Chakra) and inside a Chakra page. `__tests__/tokens.test.ts` checks every value against the system.
 */
import { focusRing } from '@qa/shared/ui/tokens';

const values = {
  'colors-border': '#e4e4e7',
  'colors-brand-50': '#ECECFB',
  'colors-brand-100': '#D3D4F6',
  'colors-brand-500': '#3D40D5',
  'colors-brand-600': '#3134AE',
  'colors-gray-800': '#27272a',
  'colors-brand-fg': '#3134AE',
  'colors-fg': '#09090B',
  'colors-fg-muted': '#52525b',
  'colors-gray-100': '#f4f4f5',
  'colors-gray-focus-ring': '#a1a1aa',
  'colors-gray-50': '#fafafa',
  'colors-green-fg': '#116932',
  'colors-green-subtle': '#dcfce7',
  'colors-green-500': '#22c55e',
  'colors-green-600': '#16a34a',
  'colors-green-700': '#116932',
  'colors-white': '#FFFFFF',
  'colors-gray-200': '#e4e4e7',
  'colors-gray-600': '#52525b',
  'colors-gray-900': '#18181b',
  'colors-fg-error': '#ef4444',
  'colors-border-error': '#ef4444',
  'colors-red-500': '#ef4444',
  'colors-red-800': '#511111',
  'colors-green-50': '#f0fdf4',
  'colors-green-200': '#bbf7d0',
  'colors-green-900': '#042713',
  'colors-brand-solid': '#3D40D5',
  'colors-brand-subtle': '#ECECFB',
  'colors-brand-focus-ring': '#3D40D5',
  'colors-red-50': '#fef2f2',
  'colors-red-200': '#fecaca',
  'colors-red-600': '#dc2626',
  'colors-black': '#09090B',
  'font-sizes-xs': '0.75rem',
  'font-sizes-sm': '0.875rem',
  'font-sizes-md': '1rem',
  'font-sizes-lg': '1.125rem',
  'font-sizes-xl': '1.25rem',
  'font-sizes-2xl': '1.5rem',
  'font-sizes-3xl': '1.875rem',
  'font-sizes-4xl': '2.25rem',
  'font-weights-normal': '400',
  'font-weights-medium': '500',
  'font-weights-semibold': '600',
  'font-weights-bold': '700',
  'letter-spacings-tight': '-0.025em',
  'letter-spacings-wide': '0.025em',
  'line-heights-short': '1.375',
  'radii-full': '9999px',
  'radii-l2': '0.25rem',
  'radii-l1': '0.125rem',
  'radii-md': '0.375rem',
  'radii-lg': '0.5rem',
  'radii-xl': '0.75rem',
  'radii-2xl': '1rem',
  'shadows-sm':
    '0px 2px 4px color-mix(in srgb, #18181b 10%, transparent), 0px 0px 1px color-mix(in srgb, #18181b 30%, transparent)',
  'shadows-lg':
    '0px 8px 16px color-mix(in srgb, #18181b 10%, transparent), 0px 0px 1px color-mix(in srgb, #18181b 30%, transparent)',
  'sizes-1.5': '0.375rem',
  'shadows-md':
    '0px 4px 8px color-mix(in srgb, #18181b 10%, transparent), 0px 0px 1px color-mix(in srgb, #18181b 30%, transparent)',
  'sizes-2': '0.5rem',
  'sizes-5': '1.25rem',
  'sizes-8': '2rem',
  'sizes-12': '3rem',
  'sizes-16': '4rem',
  'sizes-40': '10rem',
  'sizes-full': '100%',
  'sizes-lg': '32rem',
  'sizes-2xl': '42rem',
  'sizes-3xl': '48rem',
  'sizes-6xl': '72rem',
  'sizes-7xl': '80rem',
  'spacing-1': '0.25rem',
  'spacing-0.5': '0.125rem',
  'spacing-1.5': '0.375rem',
  'spacing-2': '0.5rem',
  'spacing-2.5': '0.625rem',
  'spacing-3': '0.75rem',
  'spacing-4': '1rem',
  'spacing-5': '1.25rem',
  'spacing-6': '1.5rem',
  'spacing-8': '2rem',
  'spacing-10': '2.5rem',
  'spacing-12': '3rem',
  'spacing-16': '4rem',
  'spacing-20': '5rem',
} as const;

export type TokenName = keyof typeof values;

/** `token('colors-border')` → `#e4e4e7`: a Chakra token by its CSS variable's name (without `--chakra-`). */
export const token = (name: TokenName): string => values[name];

/** Every token this module knows, for its test. */
export const tokenNames = Object.keys(values) as TokenName[];

/** Chakra's badge (size sm) without its colours: `[badge, { background, color }]`. */
export const badge = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: token('spacing-1'),
  minHeight: token('sizes-5'),
  paddingInline: token('spacing-1.5'),
  borderRadius: token('radii-l2'),
  fontSize: token('font-sizes-xs'),
  lineHeight: '1rem',
  fontWeight: token('font-weights-medium'),
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  userSelect: 'none',
} as const;

/** Chakra's button sizes: height (and minimum width), inline padding, gap, font size, line height. */
const buttonSizes = {
  sm: {
    height: '2.25rem',
    paddingInline: '0.875rem',
    gap: token('spacing-2'),
    fontSize: token('font-sizes-sm'),
    lineHeight: '1.25rem',
  },
  md: {
    height: '2.5rem',
    paddingInline: token('spacing-4'),
    gap: token('spacing-2'),
    fontSize: token('font-sizes-sm'),
    lineHeight: '1.25rem',
  },
  lg: {
    height: '2.75rem',
    paddingInline: token('spacing-5'),
    gap: token('spacing-3'),
    fontSize: token('font-sizes-md'),
    lineHeight: '1.5rem',
  },
} as const;

/** Chakra's button variants in the brand's colours (`outline` and `ghost` in grey, as Chakra's). */
const buttonVariants = {
  solid: {
    background: token('colors-brand-500'),
    borderColor: 'transparent',
    color: token('colors-white'),
    // Chakra's `colorPalette.solid/90`: the brand colour at 90 %.
    '&:hover:not(:disabled)': { background: `color-mix(in srgb, ${token('colors-brand-500')} 90%, transparent)` },
  },
  subtle: {
    background: token('colors-brand-50'),
    borderColor: 'transparent',
    color: token('colors-brand-fg'),
    '&:hover:not(:disabled)': { background: token('colors-brand-100') },
  },
  outline: {
    background: 'transparent',
    borderColor: token('colors-border'),
    color: token('colors-gray-800'),
    '&:hover:not(:disabled)': { background: token('colors-gray-100') },
  },
  ghost: {
    background: 'transparent',
    borderColor: 'transparent',
    color: token('colors-gray-800'),
    '&:hover:not(:disabled)': { background: token('colors-gray-100') },
  },
} as const;

/**
 * Chakra's button (`solid`, `subtle`, `outline` or `ghost`) on the light layer, for a light
 * page's actions among Chakra-look content (the catalogue's states, a course's call to action, the
 * auth forms).
 * On a `<button>` or a link; `ButtonLoader` draws its `loading` state.
 */
export const chakraButton = (variant: keyof typeof buttonVariants, size: keyof typeof buttonSizes) => {
  const { height, ...sized } = buttonSizes[size];
  return {
    display: 'inline-flex',
    appearance: 'none',
    alignItems: 'center',
    justifyContent: 'center',
    userSelect: 'none',
    position: 'relative',
    isolation: 'isolate',
    flexShrink: 0,
    height,
    minWidth: height,
    paddingBlock: 0,
    ...sized,
    fontFamily: 'inherit',
    fontWeight: token('font-weights-medium'),
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    borderRadius: token('radii-l2'),
    borderWidth: 1,
    borderStyle: 'solid',
    cursor: 'pointer',
    textDecoration: 'none',
    outline: 0,
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    ...focusRing,
    ...buttonVariants[variant],
  } as const;
};
