/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useState } from 'react';
import { usePlans } from '@qa/shared/data/plans';
import { mq } from '@qa/shared/ui/tokens';
import { EmptyState, ErrorState, Loading, Skeleton } from '../../page-state/components/PageStates';
import { plansForPeriod, savingPercent, type BillingPeriod } from '../plan-view';
import { PeriodToggle } from './PeriodToggle';
import { PlanCards } from './PlanCards';

/** The period toggle and the plan cards, with their loading, error and empty states (landing and subscriptions page). */
export function PlanPicker({ initialPeriod = 'month' }: { initialPeriod?: BillingPeriod }) {
  const plans = usePlans();
  const [period, setPeriod] = useState<BillingPeriod>(initialPeriod);
  if (plans.isPending) {
    return (
      <Loading label="Loading plans">
        <Skeleton height={48} width={260} radius={999} />
        <div css={{ display: 'grid', gap: 20, marginTop: 32, [mq.lg]: { gridTemplateColumns: 'repeat(3, 1fr)' } }}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={520} radius={16} />
          ))}
        </div>
      </Loading>
    );
  }
  if (plans.isError) {
    return (
      <ErrorState
        title="The plans could not be loaded"
        error={plans.error}
        onRetry={() => void plans.refetch()}
        level={3}
      />
    );
  }
  if (plans.data.length === 0) {
    return (
      <EmptyState title="No plans on offer right now" level={3}>
        The first lectures of every course stay free. Please come back soon for the paid plans.
      </EmptyState>
    );
  }
  const sixMonths = plans.data.find((plan) => plan.period === 'six-months');
  return (
    <div>
      <PeriodToggle
        value={period}
        onChange={setPeriod}
        saving={sixMonths ? savingPercent(sixMonths, plans.data) : null}
      />
      <PlanCards plans={plansForPeriod(plans.data, period)} allPlans={plans.data} />
    </div>
  );
}
