/**
 * The design tokens: the one table every style of the site reads, on Chakra pages and light pages
 * alike. Names are Chakra's CSS variable names without `--chakra-` (`colors-brand-600`), values are
 * the values themselves, because the light layer paints before (or without) Chakra's variables.
 * `system.ts` builds the Chakra theme's brand palette from this table, and
 * `__tests__/tokens.test.ts` checks every value against the Chakra system: one palette, one scale.
 * docs/architecture.md "Design system" says which primitive to reach for.
 */
import { BRAND_ACCENT, BREAKPOINTS_PX } from '@qa/shared/kernel/constants';

const values = {
  'colors-border': '#e4e4e7',
  'colors-brand-50': '#ECECFB',
  'colors-brand-100': '#D3D4F6',
  'colors-brand-500': BRAND_ACCENT,
  'colors-brand-600': '#3134AE',
  'colors-brand-700': '#262887',
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
  'colors-bg': '#FFFFFF',
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
  'colors-brand-solid': BRAND_ACCENT,
  'colors-brand-subtle': '#ECECFB',
  'colors-brand-focus-ring': BRAND_ACCENT,
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
  'font-sizes-5xl': '3rem',
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
  'sizes-10': '2.5rem',
  'sizes-12': '3rem',
  'sizes-16': '4rem',
  'sizes-20': '5rem',
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

/** `token('colors-border')` → `#e4e4e7`: a token's value by its Chakra name. */
export const token = (name: TokenName): string => values[name];

/** Every token of the table, for its test. */
export const tokenNames = Object.keys(values) as TokenName[];

/** The brand palette as Chakra's theme declares it (`colors.brand.500`), read from the table. */
export const brandPalette = {
  50: { value: values['colors-brand-50'] },
  100: { value: values['colors-brand-100'] },
  500: { value: values['colors-brand-500'] },
  600: { value: values['colors-brand-600'] },
  700: { value: values['colors-brand-700'] },
} as const;

/** Inter and its metric-matched fallback are declared in each app's index.html (scripts/webpack/inter-font.mjs). */
export const font = {
  body: "Inter, 'Inter Fallback', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

/** `mq.md` → `@media (min-width: 640px)`, from the breakpoints of docs/behaviour.md. */
export const mq = Object.fromEntries(
  Object.entries(BREAKPOINTS_PX).map(([name, width]) => [name, `@media (min-width: ${width}px)`]),
) as Record<keyof typeof BREAKPOINTS_PX, string>;

export const focusRing = {
  '&:focus-visible': { outline: `2px solid ${values['colors-brand-focus-ring']}`, outlineOffset: '2px' },
} as const;

/**
 * The type scale: every heading of the site is one of these (the primitives in `primitives/heading`
 * apply them). Sizes from the table; `md` is the size from the md breakpoint on.
 */
export const typeScale = {
  pageTitle: {
    fontSize: values['font-sizes-3xl'],
    lineHeight: 1.2,
    fontWeight: values['font-weights-bold'],
    letterSpacing: values['letter-spacings-tight'],
    md: { fontSize: values['font-sizes-4xl'] },
  },
  sectionTitle: {
    fontSize: values['font-sizes-xl'],
    lineHeight: 1.3,
    fontWeight: values['font-weights-bold'],
    md: { fontSize: values['font-sizes-2xl'] },
  },
  cardTitle: { fontSize: values['font-sizes-lg'], lineHeight: 1.35, fontWeight: values['font-weights-semibold'] },
} as const;

/**
 * The auth screens' geometry, shared by the auth layout and the host's placeholder and fallback:
 * the card's top stays where it is from the first paint to the form.
 */
export const authFrame = {
  background: values['colors-gray-50'],
  /** Above and below the logo; across, the header's logo sits on the page container like every page's. */
  headerPaddingBlock: 16,
  cardMaxWidth: 440,
  cardPadding: { base: 20, sm: 32 },
  cardRadius: 16,
  cardBorder: values['colors-border'],
} as const;
