/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { ReactNode } from 'react';
import { Link } from '@qa/shared/kernel/routing/router';
import { focusRing, token } from '@qa/shared/ui/styles/tokens';
import { SectionHeading } from '@qa/shared/ui/primitives/heading';
import { bodyLines, softTint } from '../../../components/ContentLayout';
import { Text } from '@qa/shared/ui/primitives/text';
import { containerStyle, Row } from '@qa/shared/ui/primitives/layout';

/** The width and room of a landing band. */
const landingBand = containerStyle('3.5rem', '4.5rem');

const band = { background: 'transparent', scrollMarginTop: token('spacing-4') } as const;
const tintedBand = { background: softTint } as const;
const headRoom = { marginBottom: '1.75rem' } as const;
const heading = { maxWidth: 680 } as const;
const leadRoom = { ...bodyLines, marginTop: token('spacing-2.5') } as const;
/** "See all": a quiet brand link, underlined on hover. */
const moreLink = {
  color: token('colors-brand-600'),
  fontWeight: token('font-weights-semibold'),
  textDecoration: 'none',
  ...focusRing,
  '&:hover': { textDecoration: 'underline' },
} as const;

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
    <section id={id} aria-labelledby={`${id}-title`} css={[band, tinted && tintedBand]}>
      <div css={landingBand}>
        <Row gap="3" align="end" justify="between" wrap css={headRoom}>
          <div css={heading}>
            <SectionHeading id={`${id}-title`}>{title}</SectionHeading>
            {lead ? (
              <Text size="lg" tone="muted" css={leadRoom}>
                {lead}
              </Text>
            ) : null}
          </div>
          {more ? (
            <Link to={more.to} css={moreLink}>
              {more.label} →
            </Link>
          ) : null}
        </Row>
        {children}
      </div>
    </section>
  );
}
