/** @jsxImportSource @qa/shared/ui/light-jsx */
import { RatingDisplay } from '@qa/shared/ui/RatingDisplay';
import { mq, token } from '@qa/shared/ui/tokens';
import { Card } from '@qa/shared/ui/primitives/Card';
import { outcomes, testimonials } from '../landing-content';
import { LandingSection } from './LandingSection';

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

/** Learner outcomes in figures, then what learners say (each with their rating). */
export function Outcomes() {
  return (
    <LandingSection
      id="outcomes"
      title="Learners who made the switch"
      lead="Numbers from our learners, and their own words."
    >
      <dl
        css={{
          margin: `0 0 ${token('spacing-8')}`,
          display: 'grid',
          gap: token('spacing-4'),
          [mq.md]: { gridTemplateColumns: 'repeat(3, 1fr)' },
        }}
      >
        {outcomes.map((item) => (
          <div
            key={item.label}
            css={{
              padding: token('spacing-5'),
              borderRadius: token('radii-2xl'),
              background: token('colors-brand-50'),
              display: 'flex',
              flexDirection: 'column-reverse',
            }}
          >
            <dt css={{ color: token('colors-fg-muted'), marginTop: token('spacing-1') }}>{item.label}</dt>
            <dd
              css={{ margin: 0, fontSize: token('font-sizes-4xl'), fontWeight: 800, color: token('colors-brand-600') }}
            >
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
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
