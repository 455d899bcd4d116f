/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useLocation } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { token } from '@qa/shared/ui/styles/tokens';
import { Card, CardGrid, CardLink } from '@qa/shared/ui/primitives/Card';
import { CardTitle, SectionHeading } from '@qa/shared/ui/primitives/heading';
import { LandingHero } from '@qa/shared/ui/widgets/landing/LandingHero';
import { usePageMeta } from '@qa/shared/ui/hooks/use-page-meta';
import { containerStyle } from '@qa/shared/ui/primitives/layout';
import { Text } from '@qa/shared/ui/primitives/text';
import { bodyLines } from '../components/ContentLayout';
import { BelowTheFold } from '../features/landing/components/BelowTheFold';

const headingRoom = { marginBottom: token('spacing-6') } as const;

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
      <section aria-labelledby="landing-highlights" css={containerStyle('3.5rem')}>
        <SectionHeading id="landing-highlights" css={headingRoom}>
          Everything you need to get hired
        </SectionHeading>
        <CardGrid columns={3}>
          {highlights.map((item) => (
            <Card as="li" key={item.to} linked>
              <CardTitle>
                <CardLink to={item.to}>{item.title}</CardLink>
              </CardTitle>
              <Text tone="muted" css={bodyLines}>
                {item.text}
              </Text>
            </Card>
          ))}
        </CardGrid>
      </section>
      <BelowTheFold eager={onPlans} />
    </>
  );
}
