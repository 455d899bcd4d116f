/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useRef } from 'react';
import { Faq } from '../../../components/Faq';
import { useScrollToSection } from '../hooks/use-scroll-to-section';
import { landingFaq } from '../landing-content';
import { CareerPathsTeaser } from './CareerPathsTeaser';
import { FinalCta } from './FinalCta';
import { LandingSection } from './LandingSection';
import { Outcomes } from './Outcomes';
import { PlansBand } from './PlansBand';
import { PopularCourses } from './PopularCourses';
import { UpcomingEvents } from './UpcomingEvents';
import { ValueProps } from './ValueProps';

/** The questions read at a narrower measure. */
const faqColumn = { maxWidth: 800 } as const;

/**
 * Everything below the landing's fold, in its own chunk: the landing page loads it when the
 * visitor nears it (or at once on `/plans`, which then scrolls to the plans).
 */
export function LandingSections({ scrollToPlans = false }: { scrollToPlans?: boolean }) {
  const root = useRef<HTMLDivElement>(null);
  useScrollToSection(root, 'plans', scrollToPlans);
  return (
    <div ref={root}>
      <ValueProps />
      <CareerPathsTeaser />
      <PopularCourses />
      <PlansBand />
      <Outcomes />
      <UpcomingEvents />
      <LandingSection id="faq" title="Frequently asked questions">
        <div css={faqColumn}>
          <Faq items={landingFaq} />
        </div>
      </LandingSection>
      <FinalCta />
    </div>
  );
}
