/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { ReactNode } from 'react';
import { focusRing, mq, token } from '@qa/shared/ui/tokens';

/** The width and side padding of the blog, events and mentorship pages. */
export const container = {
  maxWidth: 1120,
  margin: '0 auto',
  paddingLeft: 16,
  paddingRight: 16,
  // sides only: pages add their own top and bottom room
  [mq.md]: { paddingLeft: 32, paddingRight: 32 },
} as const;

/** The page's heading band: an h1, a lead and optional controls under them. */
export function PageIntro({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <div css={{ background: `linear-gradient(180deg, ${token('colors-brand-50')} 0%, #fff 100%)` }}>
      <div css={{ ...container, padding: '40px 16px 24px', [mq.md]: { padding: '56px 32px 28px' } }}>
        <h1 css={{ fontSize: 34, lineHeight: 1.15, margin: '0 0 10px', [mq.md]: { fontSize: 44 } }}>{title}</h1>
        <p css={{ fontSize: 18, color: token('colors-fg-muted'), margin: 0, maxWidth: 680 }}>{lead}</p>
        {children}
      </div>
    </div>
  );
}

/** A grid of cards: one column, two from `sm`, `columns` from `xl`. */
export const cardGrid = (columns = 3) =>
  ({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: 24,
    gridTemplateColumns: '1fr',
    [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.xl]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
  }) as const;

/** A card whose title link covers the whole card (one tab stop, the title is the name). */
export const card = {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  border: `1px solid ${token('colors-border')}`,
  borderRadius: 16,
  background: token('colors-bg'),
  transition: 'border-color 0.15s, box-shadow 0.15s',
  '&:hover': { borderColor: token('colors-brand-500'), boxShadow: '0 8px 24px rgba(24,24,27,0.08)' },
  '&:focus-within': { borderColor: token('colors-brand-500') },
} as const;

/** The title link of a card; its ::after stretches over the card so all of it is clickable. */
export const stretchedLink = {
  color: token('colors-fg'),
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 16 },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: `2px solid ${token('colors-brand-focus-ring')}`, outlineOffset: 2 },
  '&:hover': { color: token('colors-brand-600') },
} as const;

export const textLink = {
  color: token('colors-brand-600'),
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  ...focusRing,
} as const;

/** A small pill: a category, an event type. */
export function Badge({
  children,
  tone = 'brand',
}: {
  children: ReactNode;
  tone?: 'brand' | 'green' | 'amber' | 'grey';
}) {
  const tones = {
    brand: { background: token('colors-brand-50'), color: token('colors-brand-600') },
    green: { background: '#DCFCE7', color: '#166534' },
    amber: { background: '#FEF3C7', color: '#92400E' },
    grey: { background: '#F4F4F5', color: '#3F3F46' },
  } as const;
  return (
    <span
      css={{
        display: 'inline-block',
        alignSelf: 'flex-start',
        padding: '3px 10px',
        borderRadius: 999,
        fontSize: 12,
        fontWeight: 700,
        letterSpacing: 0.3,
        textTransform: 'uppercase',
        ...tones[tone],
      }}
    >
      {children}
    </span>
  );
}
