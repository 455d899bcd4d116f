/** @jsxImportSource @qa/shared/ui/light-jsx */
import { RatingDisplay } from '@qa/shared/ui/RatingDisplay';
import { mq, token } from '@qa/shared/ui/tokens';
import { Card } from '@qa/shared/ui/primitives/Card';
import { useCourseFigures } from '../api/popular-courses';
import { testimonials } from '../landing-content';
import { LandingSection } from './LandingSection';

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

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
              <dt css={{ color: token('colors-fg-muted'), marginTop: token('spacing-1') }}>{item.label}</dt>
              <dd
                css={{
                  margin: 0,
                  fontSize: token('font-sizes-4xl'),
                  fontWeight: 800,
                  color: token('colors-brand-600'),
                }}
              >
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <ul
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: token('spacing-5'),
          [mq.xl]: { gridTemplateColumns: 'repeat(3, 1fr)' },
        }}
      >
        {testimonials.map((item) => (
          <Card as="li" key={item.name}>
            <figure
              css={{ margin: 0, display: 'flex', flexDirection: 'column', gap: token('spacing-4'), height: '100%' }}
            >
              <RatingDisplay rating={item.rating} name={`${item.name}'s rating`} />
              <blockquote css={{ margin: 0, flex: 1, lineHeight: 1.6 }}>“{item.quote}”</blockquote>
              <figcaption css={{ display: 'flex', alignItems: 'center', gap: token('spacing-3') }}>
                <span
                  aria-hidden="true"
                  css={{
                    width: '2.75rem',
                    height: '2.75rem',
                    flex: 'none',
                    borderRadius: token('radii-full'),
                    background: token('colors-brand-500'),
                    color: token('colors-white'),
                    display: 'inline-flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    fontWeight: token('font-weights-bold'),
                  }}
                >
                  {initials(item.name)}
                </span>
                <span>
                  <strong css={{ display: 'block' }}>{item.name}</strong>
                  <span css={{ color: token('colors-fg-muted'), fontSize: token('font-sizes-sm') }}>{item.role}</span>
                </span>
              </figcaption>
            </figure>
          </Card>
        ))}
      </ul>
    </LandingSection>
  );
}
