/** @jsxImportSource @qa/shared/ui/light-jsx */
import { usePlans } from '@qa/shared/data/plans';
import { token } from '@qa/shared/ui/styles/tokens';
import { Faq } from '../../../components/Faq';
import { PageLead, PageTitle, SectionHeading } from '@qa/shared/ui/primitives/heading';
import { SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';
import { introBand } from '../../../components/ContentLayout';
import { plansFaq } from '../plans-faq';
import type { BillingPeriod } from '../plan-view';
import { PlanComparison } from './PlanComparison';
import { PlanPicker } from './PlanPicker';
import { containerStyle, Stack } from '@qa/shared/ui/primitives/layout';
import { Text } from '@qa/shared/ui/primitives/text';

const section = containerStyle(token('spacing-12'), token('spacing-16'));
/** The questions read at a narrower measure, from the same left edge. */
const faqColumn = { '& > *': { maxWidth: 800 } } as const;
const introRoom = { paddingBottom: token('spacing-6') } as const;
const pickerRoom = { paddingTop: token('spacing-2') } as const;
const sectionTitle = { marginBottom: token('spacing-5') } as const;

/** The subscriptions page: the cards, the comparison of what each plan includes, questions. */
export function PlansPageContent({ initialPeriod }: { initialPeriod: BillingPeriod }) {
  const plans = usePlans();
  return (
    <>
      <section aria-labelledby="plans-title" css={introBand}>
        <Stack gap="3" css={[section, introRoom]}>
          <PageTitle id="plans-title">Plans and pricing</PageTitle>
          <PageLead>
            Start for free, upgrade when you are ready. Every paid plan opens every course, lecture and certificate.
          </PageLead>
        </Stack>
        <div css={[section, pickerRoom]}>
          <PlanPicker initialPeriod={initialPeriod} />
        </div>
      </section>
      <section aria-labelledby="compare-title" css={section}>
        <SectionHeading id="compare-title" css={sectionTitle}>
          Compare plans
        </SectionHeading>
        {plans.data && plans.data.length > 0 ? (
          <PlanComparison plans={plans.data} />
        ) : plans.isPending ? (
          <SkeletonBlock h="90" rounded="xl" />
        ) : (
          <Text tone="muted">The comparison shows once the plans have loaded.</Text>
        )}
      </section>
      <section aria-labelledby="plans-faq-title" css={[section, faqColumn]}>
        <SectionHeading id="plans-faq-title" css={sectionTitle}>
          Questions about plans
        </SectionHeading>
        <Faq items={plansFaq} />
      </section>
    </>
  );
}
