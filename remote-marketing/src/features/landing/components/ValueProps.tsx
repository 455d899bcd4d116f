/** @jsxImportSource @qa/shared/ui/light-jsx */
import { mq, token } from '@qa/shared/ui/tokens';
import { CardTitle } from '@qa/shared/ui/primitives/heading';
import { valueProps } from '../landing-content';
import { LandingSection } from './LandingSection';

export function ValueProps() {
  return (
    <LandingSection
      id="why"
      title="Why learners choose QA Career"
      lead="Everything between “I want to test software” and your first offer."
    >
      <ul
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: '1.75rem',
          [mq.md]: { gridTemplateColumns: 'repeat(2, 1fr)' },
          [mq.xl]: { gridTemplateColumns: 'repeat(4, 1fr)' },
        }}
      >
        {valueProps.map((item) => (
          <li key={item.title}>
            <span
              aria-hidden="true"
              css={{
                display: 'inline-flex',
                width: token('sizes-12'),
                height: token('sizes-12'),
                borderRadius: token('radii-xl'),
                alignItems: 'center',
                justifyContent: 'center',
                background: token('colors-brand-50'),
                marginBottom: '0.875rem',
              }}
            >
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
            <CardTitle css={{ marginBottom: token('spacing-1.5') }}>{item.title}</CardTitle>
            <p css={{ color: token('colors-fg-muted'), margin: 0, lineHeight: 1.55 }}>{item.text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
