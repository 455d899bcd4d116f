/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { PlanOffer } from '@qa/shared/data/plans';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { formatPeriod } from '@qa/shared/kernel/format/price';
import { Price } from '@qa/shared/data/prices/Price';
import { useSubscriptionClick } from '@qa/shared/kernel/subscriptions/use-subscription-click';
import { Button } from '@qa/shared/ui/light';
import { color, mq } from '@qa/shared/ui/tokens';
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
        gap: 20,
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
            css={{
              position: 'relative',
              display: 'flex',
              flexDirection: 'column',
              padding: 24,
              borderRadius: 16,
              background: color.surface,
              border: `${highlighted ? 2 : 1}px solid ${highlighted ? color.brand : color.border}`,
              boxShadow: highlighted ? '0 12px 32px rgba(61,64,213,0.16)' : 'none',
            }}
          >
            {highlighted ? (
              <span
                css={{
                  alignSelf: 'flex-start',
                  marginBottom: 12,
                  lineHeight: '16px',
                  padding: '4px 10px',
                  borderRadius: 999,
                  background: color.brand,
                  color: '#fff',
                  fontSize: 12,
                  fontWeight: 700,
                  letterSpacing: 0.4,
                  textTransform: 'uppercase',
                }}
              >
                Most popular
              </span>
            ) : (
              // Side by side, every card keeps the badge's room so prices and features line up.
              <span aria-hidden="true" css={{ display: 'none', [mq.lg]: { display: 'block', height: 36 } }} />
            )}
            <h3 css={{ fontWeight: 700, fontSize: 22, margin: '0 0 6px' }}>{plan.name}</h3>
            <p css={{ color: color.muted, margin: '0 0 16px', [mq.lg]: { minHeight: 48 } }}>{plan.description}</p>
            <p css={{ margin: 0, display: 'flex', alignItems: 'baseline', gap: 6, flexWrap: 'wrap' }}>
              <span css={{ fontSize: 36, fontWeight: 800, color: color.text }}>
                <Price amount={plan.price} />
              </span>
              <span css={{ color: color.muted }}>{formatPeriod(plan.period)}</span>
            </p>
            <p
              css={{
                margin: '4px 0 20px',
                [mq.lg]: { minHeight: 22 },
                fontSize: 14,
                color: color.brandDark,
                fontWeight: 600,
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
                    <circle cx="10" cy="10" r="10" fill={color.brandSubtle} />
                    <path d="M6 10.5l2.5 2.5L14 7.5" stroke={color.brand} strokeWidth="2" fill="none" />
                  </svg>
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
            <Button
              size="lg"
              variant={highlighted ? 'solid' : 'outline'}
              disabled={current}
              data-personal=""
              onClick={() => choose(toPlan(plan))}
              css={{ width: '100%', background: highlighted ? undefined : color.surface }}
            >
              {current ? 'Your current plan' : planButtonLabel(plan)}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
