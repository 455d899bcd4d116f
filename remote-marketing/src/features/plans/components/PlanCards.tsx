/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { PlanOffer } from '@qa/shared/data/plans';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { formatPeriod } from '@qa/shared/kernel/format/price';
import { Price } from '@qa/shared/data/prices/Price';
import { useSubscriptionClick } from '@qa/shared/kernel/subscriptions/use-subscription-click';
import { mq, token } from '@qa/shared/ui/styles/tokens';
import { Button } from '@qa/shared/ui/primitives/Button';
import { badgeStyle } from '@qa/shared/ui/primitives/Badge';
import { cardStyle } from '@qa/shared/ui/primitives/Card';
import { CardTitle } from '@qa/shared/ui/primitives/heading';
import { Grid, Row } from '@qa/shared/ui/primitives/layout';
import { Text } from '@qa/shared/ui/primitives/text';
import { bodyLines } from '../../../components/ContentLayout';
import { monthlyEquivalent, recommendedPlanId, savingPercent } from '../plan-view';

const toPlan = ({ id, isFree, name, period, price }: PlanOffer) => ({ id, isFree, name, period, price });

const planCard = [cardStyle, { padding: token('spacing-6') }] as const;
/** The recommended plan stands out: a brand border and a soft brand shadow. */
const highlightedCard = {
  border: `2px solid ${token('colors-brand-500')}`,
  boxShadow: `0 12px 32px color-mix(in srgb, ${token('colors-brand-500')} 16%, transparent)`,
} as const;
const badgeRoom = { alignSelf: 'flex-start', marginBottom: token('spacing-3') } as const;
/** Side by side, every card keeps the badge's room so prices and features line up. */
const badgeSpacer = {
  display: 'none',
  [mq.lg]: { display: 'block', height: `calc(${token('sizes-5')} + ${token('spacing-3')})` },
} as const;
const titleRoom = { marginBottom: token('spacing-1.5') } as const;
const description = {
  ...bodyLines,
  margin: `0 0 ${token('spacing-4')}`,
  [mq.lg]: { minHeight: token('spacing-12') },
} as const;
/** The price is the card's figure: big and heavy. */
const priceFigure = { fontSize: token('font-sizes-4xl'), fontWeight: 800, color: token('colors-fg') } as const;
const perMonthRoom = {
  margin: `${token('spacing-1')} 0 ${token('spacing-5')}`,
  [mq.lg]: { minHeight: '1.375rem' },
} as const;
const featureList = {
  listStyle: 'none',
  padding: 0,
  margin: '0 0 24px',
  display: 'grid',
  gap: 10,
  flex: 1,
  alignContent: 'start',
} as const;
const tick = { flex: 'none', marginTop: 2 } as const;

export const planButtonLabel = (plan: PlanOffer) => (plan.isFree ? 'Start for free' : `Choose ${plan.name}`);

/**
 * The plan cards of the landing and the subscriptions page. Every button is the subscription
 * click (docs/behaviour.md "Subscription clicks"): registration for an anonymous visitor (with
 * the checkout to resume for a paid plan), the checkout popup for a signed-in one.
 */
export function PlanCards({ plans, allPlans }: { plans: readonly PlanOffer[]; allPlans: readonly PlanOffer[] }) {
  const choose = useSubscriptionClick();
  const currentPlanId = useAuthStore((state) => state.currentSubscription?.plan.id ?? null);
  const recommended = recommendedPlanId(plans);
  return (
    <Grid as="ul" gap="5" columns={{ base: 1, lg: Math.min(plans.length, 3) }}>
      {plans.map((plan) => {
        const highlighted = plan.id === recommended;
        const perMonth = monthlyEquivalent(plan);
        const saving = savingPercent(plan, allPlans);
        const current = plan.id === currentPlanId;
        return (
          <li key={plan.id} data-testid={`plan-${plan.slug}`} css={[planCard, highlighted && highlightedCard]}>
            {highlighted ? (
              <span css={[badgeStyle('brand'), badgeRoom]}>Most popular</span>
            ) : (
              <span aria-hidden="true" css={badgeSpacer} />
            )}
            <CardTitle css={titleRoom}>{plan.name}</CardTitle>
            <Text tone="muted" css={description}>
              {plan.description}
            </Text>
            <Row as="div" gap="1.5" align="baseline" wrap>
              <span css={priceFigure}>
                <Price amount={plan.price} />
              </span>
              <Text as="span" tone="muted" css={bodyLines}>
                {formatPeriod(plan.period)}
              </Text>
            </Row>
            <Text size="sm" tone="brand" weight="semibold" css={perMonthRoom}>
              {perMonth !== null ? (
                <>
                  <Price amount={perMonth} /> a month
                </>
              ) : (
                ''
              )}
              {saving ? ` · save ${saving}%` : ''}
            </Text>
            <ul css={featureList}>
              {plan.features.map((feature) => (
                <Row as="li" key={feature} gap="2.5" align="start">
                  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" css={tick}>
                    <circle cx="10" cy="10" r="10" fill={token('colors-brand-50')} />
                    <path d="M6 10.5l2.5 2.5L14 7.5" stroke={token('colors-brand-500')} strokeWidth="2" fill="none" />
                  </svg>
                  <span>{feature}</span>
                </Row>
              ))}
            </ul>
            <Button
              size="lg"
              variant={highlighted ? 'primary' : 'secondary'}
              disabled={current}
              data-personal=""
              onClick={() => choose(toPlan(plan))}
              fullWidth
            >
              {current ? 'Your current plan' : planButtonLabel(plan)}
            </Button>
          </li>
        );
      })}
    </Grid>
  );
}
