/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useState } from 'react';
import { usePlans } from '@qa/shared/data/plans';
import { token } from '@qa/shared/ui/styles/tokens';
import { EmptyState, ErrorState, Loading, SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';
import { plansForPeriod, savingPercent, type BillingPeriod } from '../plan-view';
import { PeriodToggle } from './PeriodToggle';
import { PlanCards } from './PlanCards';
import { Grid, Row } from '@qa/shared/ui/primitives/layout';

const cardsRoom = { marginTop: token('spacing-8') } as const;

/** The period toggle and the plan cards, with their loading, error and empty states (landing and subscriptions page). */
export function PlanPicker({ initialPeriod = 'month' }: { initialPeriod?: BillingPeriod }) {
  const plans = usePlans();
  const [period, setPeriod] = useState<BillingPeriod>(initialPeriod);
  if (plans.isPending) {
    return (
      <Loading label="Loading plans">
        <Row justify="center">
          <SkeletonBlock h="12" w="65" rounded="full" />
        </Row>
        <Grid gap="5" columns={{ base: 1, lg: 3 }} css={cardsRoom}>
          {[0, 1, 2].map((key) => (
            <SkeletonBlock key={key} h="130" rounded="2xl" />
          ))}
        </Grid>
      </Loading>
    );
  }
  if (plans.isError) {
    return (
      <ErrorState
        title="The plans could not be loaded"
        error={plans.error}
        onRetry={() => void plans.refetch()}
        headingLevel="h3"
      />
    );
  }
  if (plans.data.length === 0) {
    return (
      <EmptyState title="No plans on offer right now" headingLevel="h3">
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
