import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { useStartForFree } from '@qa/shared/kernel/subscriptions/use-start-for-free';
import { ensureStyle } from '@qa/shared/ui/styles/ensure-style';
import { LANDING_HERO_STYLE_ID, landingHeroCss } from '@qa/shared/ui/widgets/landing/landing-hero-css';

/**
 * The landing hero, the LCP element of `/`. Owned by the marketing page, painted first by
 * the host: index.html holds the same markup (see landing-hero-css.ts), and the host shows
 * this component while the marketing remote loads, so the hero never waits for remote scripts.
 */
export function LandingHero() {
  ensureStyle(LANDING_HERO_STYLE_ID, landingHeroCss);
  // Signed in: 'Go to my dashboard' (a signed-in click on /registration would bounce back here).
  const start = useStartForFree();
  return (
    <section className="qa-hero" data-testid="landing-hero">
      <div className="qa-hero__inner">
        <h1 className="qa-hero__title">Start your QA career with a plan, a mentor and real projects</h1>
        <p className="qa-hero__lead">
          Courses, career paths, live workshops and mentorship for manual and automation testers — from your first bug
          report to your first offer.
        </p>
        <div className="qa-hero__actions">
          <Link className="qa-hero__cta qa-hero__cta--primary" to={start.to} onClick={start.onClick}>
            {start.label}
          </Link>
          <Link className="qa-hero__cta qa-hero__cta--secondary" to={href('subscriptions')}>
            See plans
          </Link>
        </div>
      </div>
    </section>
  );
}
