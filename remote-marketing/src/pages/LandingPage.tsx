/** @jsxImportSource @qa/shared/ui/light-jsx */
import { Link, useLocation } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { focusRing, mq, token } from '@qa/shared/ui/tokens';
import { LandingHero } from '@qa/shared/ui/landing/LandingHero';
import { usePageMeta } from '@qa/shared/ui/use-page-meta';
import { BelowTheFold } from '../features/landing/components/BelowTheFold';

const highlights = [
  { title: 'Career Paths', text: 'Step-by-step tracks from manual testing to automation.', to: href('paths') },
  { title: 'Workshops & Events', text: 'Live sessions with practising QA engineers.', to: href('events') },
  { title: 'Mentorship', text: 'One-to-one reviews of your projects and CV.', to: href('mentorship') },
];

/**
 * `/` and `/plans`: built with the light layer only (route table `ui: 'light'`). The hero and the
 * highlights are the first screen; the rest loads when the visitor nears it (`/plans` at once,
 * scrolled to the plans).
 */
export default function LandingPage() {
  const onPlans = useLocation().pathname === href('plans');
  usePageMeta({
    title: onPlans ? 'Plans' : 'QA courses, career paths and mentorship',
    description:
      'QA courses, career paths, live workshops and mentorship, from your first bug report to your first offer.',
    path: onPlans ? href('plans') : href('landing'),
  });
  return (
    <>
      <LandingHero />
      <section aria-labelledby="landing-highlights" css={{ maxWidth: 1024, margin: '0 auto', padding: '56px 16px' }}>
        <h2 id="landing-highlights" css={{ fontSize: 28, margin: '0 0 24px' }}>
          Everything you need to get hired
        </h2>
        <ul
          css={{
            listStyle: 'none',
            padding: 0,
            margin: 0,
            display: 'grid',
            gap: 24,
            [mq.md]: { gridTemplateColumns: 'repeat(3, 1fr)' },
          }}
        >
          {highlights.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                css={{
                  display: 'block',
                  height: '100%',
                  padding: 24,
                  border: `1px solid ${token('colors-border')}`,
                  borderRadius: 12,
                  color: token('colors-fg'),
                  textDecoration: 'none',
                  '&:hover': { borderColor: token('colors-brand-500') },
                  ...focusRing,
                }}
              >
                <h3 css={{ fontSize: 18, margin: '0 0 8px' }}>{item.title}</h3>
                <p css={{ color: token('colors-fg-muted'), margin: 0 }}>{item.text}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <BelowTheFold eager={onPlans} />
    </>
  );
}
