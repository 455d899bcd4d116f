/** @jsxImportSource @qa/shared/ui/light-jsx */
import { href } from '@qa/shared/kernel/routing/route-table';
import { PlanPicker } from '../../plans/public';
import { LandingSection } from './LandingSection';

/** The landing's plans: the same cards as the subscriptions page. `/plans` scrolls here (id `plans`). */
export function PlansBand() {
  return (
    <LandingSection
      id="plans"
      title="Plans for every step"
      lead="Start for free; upgrade when you want every course, certificate and mentor session."
      more={{ to: href('subscriptions'), label: 'Compare every plan' }}
      tinted
    >
      <PlanPicker />
    </LandingSection>
  );
}
