/** @jsxImportSource @qa/shared/ui/light-jsx */
import { token } from '@qa/shared/ui/styles/tokens';
import { Grid } from '@qa/shared/ui/primitives/layout';
import { Text } from '@qa/shared/ui/primitives/text';
import { CardTitle } from '@qa/shared/ui/primitives/heading';
import { valueProps } from '../landing-content';
import { LandingSection } from './LandingSection';

/** The four reasons stand a little further apart than a card grid's cards. */
const roomyGap = { gap: '1.75rem' } as const;
/** The reason's icon on a brand-tinted tile. */
const iconTile = {
  display: 'inline-flex',
  width: token('sizes-12'),
  height: token('sizes-12'),
  borderRadius: token('radii-xl'),
  alignItems: 'center',
  justifyContent: 'center',
  background: token('colors-brand-50'),
  marginBottom: '0.875rem',
} as const;
const titleRoom = { marginBottom: token('spacing-1.5') } as const;
const propLines = { lineHeight: 1.55 } as const;

export function ValueProps() {
  return (
    <LandingSection
      id="why"
      title="Why learners choose QA Career"
      lead="Everything between “I want to test software” and your first offer."
    >
      <Grid as="ul" columns={{ base: 1, md: 2, xl: 4 }} css={roomyGap}>
        {valueProps.map((item) => (
          <li key={item.title}>
            <span aria-hidden="true" css={iconTile}>
              <svg
                width="24"
                height="24"
                viewBox="0 0 24 24"
                fill="none"
                stroke={token('colors-brand-500')}
                strokeWidth="2"
                strokeLinejoin="round"
              >
                <path d={item.icon} />
              </svg>
            </span>
            <CardTitle css={titleRoom}>{item.title}</CardTitle>
            <Text tone="muted" css={propLines}>
              {item.text}
            </Text>
          </li>
        ))}
      </Grid>
    </LandingSection>
  );
}
