/**
 * Design tokens of the light layer: the shell and the landing page, which paint on the
 * first load of `/` without Chakra's style engine (docs/architecture.md budgets). Values mirror the
 * Chakra theme so both layers look like one site.
 */
import { BRAND_ACCENT, BREAKPOINTS_PX } from '@qa/shared/kernel/constants';

export const color = {
  brand: BRAND_ACCENT,
  brandDark: '#3134AE',
  brandSubtle: '#ECECFB',
  text: '#18181B',
  muted: '#52525B',
  border: '#E4E4E7',
  surface: '#FFFFFF',
  footer: '#18181B',
  footerText: '#F4F4F5',
  focus: BRAND_ACCENT,
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
  '&:focus-visible': { outline: `2px solid ${color.focus}`, outlineOffset: '2px' },
} as const;

/**
 * The auth screens' geometry, shared by the auth layout (Chakra) and the host's placeholder
 * and fallback (light): the card's top stays where it is from the first paint to the form.
 */
export const authFrame = {
  background: '#FAFAFA',
  headerPadding: { y: 16, x: 16, xMd: 32 },
  /** From the header's bottom to the card's top; the card is top-aligned, never centred. */
  cardTop: { base: 16, md: 40 },
  cardMaxWidth: 440,
  cardPadding: { base: 20, sm: 32 },
  cardRadius: 16,
  cardBorder: '#E4E4E7',
} as const;
