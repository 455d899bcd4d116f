/** @jsxImportSource @qa/shared/ui/light-jsx */
import { usePlans } from '@qa/shared/data/plans';
import { mq, token } from '@qa/shared/ui/tokens';
import { Faq } from '../../faq/components/Faq';
import { Skeleton } from '../../page-state/components/PageStates';
import { plansFaq } from '../plans-faq';
import type { BillingPeriod } from '../plan-view';
import { PlanComparison } from './PlanComparison';
import { PlanPicker } from './PlanPicker';

const section = { maxWidth: 1088, margin: '0 auto', padding: '48px 16px', [mq.md]: { padding: '64px 32px' } };

/** The subscriptions page: the cards, the comparison of what each plan includes, questions. */
export function PlansPageContent({ initialPeriod }: { initialPeriod: BillingPeriod }) {
  const plans = usePlans();
  return (
    <>
      <section
        aria-labelledby="plans-title"
        css={{ background: `linear-gradient(180deg, ${token('colors-brand-50')} 0%, #fff 100%)` }}
      >
        <div css={{ ...section, paddingBottom: 24, textAlign: 'center' }}>
          <h1
            id="plans-title"
            css={{ fontWeight: 700, fontSize: 34, lineHeight: 1.15, margin: '0 0 12px', [mq.md]: { fontSize: 44 } }}
          >
            Plans and pricing
          </h1>
          <p css={{ fontSize: 18, color: token('colors-fg-muted'), margin: '0 auto', maxWidth: 640 }}>
            Start for free, upgrade when you are ready. Every paid plan opens every course, lecture and certificate.
          </p>
        </div>
        <div css={{ ...section, paddingTop: 8 }}>
          <PlanPicker initialPeriod={initialPeriod} />
        </div>
      </section>
      <section aria-labelledby="compare-title" css={section}>
        <h2 id="compare-title" css={{ fontWeight: 700, fontSize: 28, margin: '0 0 20px' }}>
          Compare plans
        </h2>
        {plans.data && plans.data.length > 0 ? (
          <PlanComparison plans={plans.data} />
        ) : plans.isPending ? (
          <Skeleton height={360} />
        ) : (
          <p css={{ color: token('colors-fg-muted') }}>The comparison shows once the plans have loaded.</p>
        )}
      </section>
      <section aria-labelledby="plans-faq-title" css={{ ...section, maxWidth: 800 }}>
        <h2 id="plans-faq-title" css={{ fontWeight: 700, fontSize: 28, margin: '0 0 20px' }}>
          Questions about plans
        </h2>
        <Faq items={plansFaq} />
      </section>
    </>
  );
}
