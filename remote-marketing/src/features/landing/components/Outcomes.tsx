/** @jsxImportSource @qa/shared/ui/light-jsx */
import { RatingDisplay } from '@qa/shared/ui/widgets/RatingDisplay';
import { mq, token } from '@qa/shared/ui/styles/tokens';
import { Card } from '@qa/shared/ui/primitives/Card';
import { Grid } from '@qa/shared/ui/primitives/layout';
import { Text } from '@qa/shared/ui/primitives/text';
import { useCourseFigures } from '../api/popular-courses';
import { testimonials } from '../landing-content';
import { LandingSection } from './LandingSection';
import { Avatar } from '@qa/shared/ui/primitives/Avatar';

const figureGrid = {
  margin: '0 0 36px',
  display: 'grid',
  gap: 16,
  [mq.md]: { gridTemplateColumns: 'repeat(3, 1fr)' },
} as const;
const figureBox = {
  padding: 20,
  borderRadius: 16,
  background: token('colors-brand-50'),
  display: 'flex',
  flexDirection: 'column-reverse',
  minHeight: 108,
} as const;
const figureLabel = { color: token('colors-fg-muted'), marginTop: token('spacing-1') } as const;
/** A figure reads big and bold in the brand's colour. */
const figureValue = {
  margin: 0,
  fontSize: token('font-sizes-4xl'),
  fontWeight: 800,
  color: token('colors-brand-600'),
} as const;
const quoteFigure = {
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacing-4'),
  height: '100%',
} as const;
const quoteCaption = { display: 'flex', alignItems: 'center', gap: token('spacing-3') } as const;
const block = { display: 'block' } as const;
const quote = { margin: 0, flex: 1, lineHeight: 1.6 } as const;

/** What learners think of the courses in figures (counted from the catalogue), then in their own words. */
export function Outcomes() {
  const figures = useCourseFigures();
  return (
    <LandingSection
      id="outcomes"
      title="Learners who made the switch"
      lead="How learners rate our courses, and what they say in their own words."
    >
      {figures.isPending ? (
        <div aria-hidden="true" css={figureGrid}>
          {[0, 1, 2].map((key) => (
            <div key={key} css={figureBox} />
          ))}
        </div>
      ) : figures.data && figures.data.length > 0 ? (
        <dl css={figureGrid}>
          {figures.data.map((item) => (
            <div key={item.label} css={figureBox}>
              <dt css={figureLabel}>{item.label}</dt>
              <dd css={figureValue}>{item.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <Grid as="ul" gap="5" columns={{ base: 1, xl: 3 }}>
        {testimonials.map((item) => (
          <Card as="li" key={item.name}>
            <figure css={quoteFigure}>
              <RatingDisplay rating={item.rating} name={`${item.name}'s rating`} />
              <blockquote css={quote}>“{item.quote}”</blockquote>
              <figcaption css={quoteCaption}>
                <Avatar size={44} name={item.name} />
                <span>
                  <strong css={block}>{item.name}</strong>
                  <Text as="span" size="sm" tone="muted">
                    {item.role}
                  </Text>
                </span>
              </figcaption>
            </figure>
          </Card>
        ))}
      </Grid>
    </LandingSection>
  );
}
