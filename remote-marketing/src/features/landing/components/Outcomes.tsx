/** @jsxImportSource @qa/shared/ui/light-jsx */
import { RatingDisplay } from '@qa/shared/ui/RatingDisplay';
import { color, mq } from '@qa/shared/ui/tokens';
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
  background: color.brandSubtle,
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
              <dt css={{ color: color.muted, marginTop: 4 }}>{item.label}</dt>
              <dd css={{ margin: 0, fontSize: 34, fontWeight: 800, color: color.brandDark }}>{item.value}</dd>
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
          gap: 20,
          [mq.xl]: { gridTemplateColumns: 'repeat(3, 1fr)' },
        }}
      >
        {testimonials.map((item) => (
          <li
            key={item.name}
            css={{
              border: `1px solid ${color.border}`,
              borderRadius: 16,
              padding: 24,
              display: 'flex',
              flexDirection: 'column',
              gap: 16,
            }}
          >
            <figure css={{ margin: 0, display: 'flex', flexDirection: 'column', gap: 16, height: '100%' }}>
              <RatingDisplay rating={item.rating} name={`${item.name}'s rating`} />
              <blockquote css={{ margin: 0, flex: 1, lineHeight: 1.6 }}>“{item.quote}”</blockquote>
              <figcaption css={{ display: 'flex', alignItems: 'center', gap: 12 }}>
                <span
                  aria-hidden="true"
                  css={{
                    width: 44,
                    height: 44,
                    flex: 'none',
                    borderRadius: '50%',
                    background: color.brand,
                    color: '#fff',
                    display: 'inline-flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    fontWeight: 700,
                  }}
                >
                  {initials(item.name)}
                </span>
                <span>
                  <strong css={{ display: 'block' }}>{item.name}</strong>
                  <span css={{ color: color.muted, fontSize: 14 }}>{item.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
