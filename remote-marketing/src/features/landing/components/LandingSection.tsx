/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { ReactNode } from 'react';
import { Link } from '@qa/shared/kernel/routing/router';
import { focusRing, mq, token } from '@qa/shared/ui/tokens';

/** One band of the landing: an h2 with an optional lead and "see all" link, then its content. */
export function LandingSection({
  id,
  title,
  lead,
  more,
  tinted = false,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  more?: { to: string; label: string };
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      css={{ background: tinted ? '#F7F7FD' : 'transparent', scrollMarginTop: 16 }}
    >
      <div css={{ maxWidth: 1088, margin: '0 auto', padding: '56px 16px', [mq.md]: { padding: '72px 32px' } }}>
        <div
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'flex-end',
            justifyContent: 'space-between',
            gap: 12,
            marginBottom: 28,
          }}
        >
          <div css={{ maxWidth: 680 }}>
            <h2
              id={`${id}-title`}
              css={{ fontWeight: 700, fontSize: 28, lineHeight: 1.2, margin: 0, [mq.md]: { fontSize: 34 } }}
            >
              {title}
            </h2>
            {lead ? <p css={{ color: token('colors-fg-muted'), fontSize: 17, margin: '10px 0 0' }}>{lead}</p> : null}
          </div>
          {more ? (
            <Link
              to={more.to}
              css={{
                color: token('colors-brand-600'),
                fontWeight: 600,
                textDecoration: 'none',
                ...focusRing,
                '&:hover': { textDecoration: 'underline' },
              }}
            >
              {more.label} →
            </Link>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}

/** A link card's frame: the whole card is the link, with the brand ring on focus. */
export const cardLink = {
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  border: `1px solid ${token('colors-border')}`,
  borderRadius: 16,
  background: token('colors-bg'),
  color: token('colors-fg'),
  textDecoration: 'none',
  transition: 'border-color 0.15s, box-shadow 0.15s',
  '&:hover': { borderColor: token('colors-brand-500'), boxShadow: '0 8px 24px rgba(24,24,27,0.08)' },
  ...focusRing,
} as const;

export const cardGrid = (columnsLg: number) =>
  ({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: 20,
    [mq.md]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [mq.xl]: { gridTemplateColumns: `repeat(${columnsLg}, 1fr)` },
  }) as const;
