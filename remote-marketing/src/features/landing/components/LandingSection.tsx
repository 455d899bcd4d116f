/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { ReactNode } from 'react';
import { Link } from '@qa/shared/kernel/routing/router';
import { focusRing, token } from '@qa/shared/ui/tokens';
import { SectionHeading } from '@qa/shared/ui/primitives/heading';
import { softTint } from '../../../components/ContentLayout';
import { containerStyle } from '@qa/shared/ui/primitives/layout';

/** The width and room of a landing band. */
const landingBand = containerStyle('3.5rem', '4.5rem');

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
      css={{ background: tinted ? softTint : 'transparent', scrollMarginTop: token('spacing-4') }}
    >
      <div css={landingBand}>
        <div
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'flex-end',
            justifyContent: 'space-between',
            gap: token('spacing-3'),
            marginBottom: '1.75rem',
          }}
        >
          <div css={{ maxWidth: 680 }}>
            <SectionHeading id={`${id}-title`}>{title}</SectionHeading>
            {lead ? (
              <p css={{ color: token('colors-fg-muted'), fontSize: token('font-sizes-lg'), margin: '0.625rem 0 0' }}>
                {lead}
              </p>
            ) : null}
          </div>
          {more ? (
            <Link
              to={more.to}
              css={{
                color: token('colors-brand-600'),
                fontWeight: token('font-weights-semibold'),
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
