/** @jsxImportSource @qa/shared/ui/light-jsx */
import { RatingDisplay } from '@qa/shared/ui/RatingDisplay';
import { mq, token } from '@qa/shared/ui/tokens';
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
          margin: '0 0 36px',
          display: 'grid',
          gap: 16,
          [mq.md]: { gridTemplateColumns: 'repeat(3, 1fr)' },
        }}
      >
        {outcomes.map((item) => (
          <div
            key={item.label}
            css={{
              padding: 20,
              borderRadius: 16,
              background: token('colors-brand-50'),
              display: 'flex',
              flexDirection: 'column-reverse',
            }}
          >
            <dt css={{ color: token('colors-fg-muted'), marginTop: 4 }}>{item.label}</dt>
            <dd css={{ margin: 0, fontSize: 34, fontWeight: 800, color: token('colors-brand-600') }}>{item.value}</dd>
          </div>
        ))}
      </dl>
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
              border: `1px solid ${token('colors-border')}`,
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
                    background: token('colors-brand-500'),
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
                  <span css={{ color: token('colors-fg-muted'), fontSize: 14 }}>{item.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
