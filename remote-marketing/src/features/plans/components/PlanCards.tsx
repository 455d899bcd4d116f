/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { PlanOffer } from '@qa/shared/data/plans';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { formatPeriod } from '@qa/shared/kernel/format/price';
import { Price } from '@qa/shared/data/prices/Price';
import { useSubscriptionClick } from '@qa/shared/kernel/subscriptions/use-subscription-click';
import { mq, token } from '@qa/shared/ui/tokens';
import { Button } from '@qa/shared/ui/primitives/Button';
import { badgeStyle } from '@qa/shared/ui/primitives/Badge';
import { cardStyle } from '@qa/shared/ui/primitives/Card';
import { CardTitle } from '@qa/shared/ui/primitives/heading';
import { monthlyEquivalent, recommendedPlanId, savingPercent } from '../plan-view';

const toPlan = ({ id, isFree, name, period, price }: PlanOffer) => ({ id, isFree, name, period, price });

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
    <ul
      css={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: token('spacing-5'),
        alignItems: 'stretch',
        [mq.lg]: { gridTemplateColumns: `repeat(${Math.min(plans.length, 3)}, 1fr)` },
      }}
    >
      {plans.map((plan) => {
        const highlighted = plan.id === recommended;
        const perMonth = monthlyEquivalent(plan);
        const saving = savingPercent(plan, allPlans);
        const current = plan.id === currentPlanId;
        return (
          <li
            key={plan.id}
            data-testid={`plan-${plan.slug}`}
            css={[
              cardStyle,
              { padding: token('spacing-6') },
              highlighted && {
                border: `2px solid ${token('colors-brand-500')}`,
                boxShadow: `0 12px 32px color-mix(in srgb, ${token('colors-brand-500')} 16%, transparent)`,
              },
            ]}
          >
            {highlighted ? (
              <span css={[badgeStyle('brand'), { alignSelf: 'flex-start', marginBottom: token('spacing-3') }]}>
                Most popular
              </span>
            ) : (
              // Side by side, every card keeps the badge's room so prices and features line up.
              <span
                aria-hidden="true"
                css={{
                  display: 'none',
                  [mq.lg]: { display: 'block', height: `calc(${token('sizes-5')} + ${token('spacing-3')})` },
                }}
              />
            )}
            <CardTitle css={{ marginBottom: token('spacing-1.5') }}>{plan.name}</CardTitle>
            <p
              css={{
                color: token('colors-fg-muted'),
                margin: `0 0 ${token('spacing-4')}`,
                [mq.lg]: { minHeight: token('spacing-12') },
              }}
            >
              {plan.description}
            </p>
            <p
              css={{ margin: 0, display: 'flex', alignItems: 'baseline', gap: token('spacing-1.5'), flexWrap: 'wrap' }}
            >
              <span css={{ fontSize: token('font-sizes-4xl'), fontWeight: 800, color: token('colors-fg') }}>
                <Price amount={plan.price} />
              </span>
              <span css={{ color: token('colors-fg-muted') }}>{formatPeriod(plan.period)}</span>
            </p>
            <p
              css={{
                margin: `${token('spacing-1')} 0 ${token('spacing-5')}`,
                [mq.lg]: { minHeight: '1.375rem' },
                fontSize: token('font-sizes-sm'),
                color: token('colors-brand-600'),
                fontWeight: token('font-weights-semibold'),
              }}
            >
              {perMonth !== null ? (
                <>
                  <Price amount={perMonth} /> a month
                </>
              ) : (
                ''
              )}
              {saving ? ` · save ${saving}%` : ''}
            </p>
            <ul
              css={{
                listStyle: 'none',
                padding: 0,
                margin: '0 0 24px',
                display: 'grid',
                gap: 10,
                flex: 1,
                alignContent: 'start',
              }}
            >
              {plan.features.map((feature) => (
                <li key={feature} css={{ display: 'flex', gap: 10, alignItems: 'flex-start' }}>
                  <svg
                    width="20"
                    height="20"
                    viewBox="0 0 20 20"
                    aria-hidden="true"
                    css={{ flex: 'none', marginTop: 2 }}
                  >
                    <circle cx="10" cy="10" r="10" fill={token('colors-brand-50')} />
                    <path d="M6 10.5l2.5 2.5L14 7.5" stroke={token('colors-brand-500')} strokeWidth="2" fill="none" />
                  </svg>
                  <span>{feature}</span>
                </li>
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
    </ul>
  );
}
