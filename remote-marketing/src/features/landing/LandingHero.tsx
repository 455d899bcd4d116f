/** @jsxImportSource @emotion/react */
import { ButtonLink } from '@qa/shared/ui/light';
import { color, mq } from '@qa/shared/ui/tokens';

/**
 * The landing hero: the largest paint of `/`. Text only (no image request) and built
 * with the light layer, so it paints without waiting for Chakra.
 */
export function LandingHero() {
  return (
    <section
      data-testid="landing-hero"
      css={{ background: color.brand, color: '#fff', padding: '56px 16px', [mq.md]: { padding: '96px 32px' } }}
    >
      <div css={{ maxWidth: 1024, margin: '0 auto' }}>
        <h1 css={{ fontSize: 32, lineHeight: 1.15, margin: '0 0 20px', maxWidth: 768, [mq.md]: { fontSize: 48 } }}>
          Start your QA career with a plan, a mentor and real projects
        </h1>
        <p
          css={{
            fontSize: 18,
            lineHeight: 1.55,
            maxWidth: 672,
            margin: '0 0 32px',
            opacity: 0.92,
            [mq.md]: { fontSize: 20 },
          }}
        >
          Courses, career paths, live workshops and mentorship for manual and automation testers — from your first bug
          report to your first offer.
        </p>
        <div css={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <ButtonLink to="/registration" size="lg" variant="inverse">
            Start for free
          </ButtonLink>
          <ButtonLink
            to="/subscriptions"
            size="lg"
            variant="ghost"
            css={{
              color: '#fff',
              borderColor: 'rgba(255,255,255,0.7)',
              '&:hover': { background: 'rgba(255,255,255,0.15)' },
            }}
          >
            See plans
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
