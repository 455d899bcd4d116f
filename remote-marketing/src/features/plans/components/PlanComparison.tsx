/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { PlanOffer } from '@qa/shared/data/plans';
import { formatPeriod } from '@qa/shared/kernel/format/price';
import { Price } from '@qa/shared/data/prices/Price';
import { focusRing, token } from '@qa/shared/ui/tokens';
import { VisuallyHidden } from '@qa/shared/ui/light';
import { allFeatures, planIncludes } from '../plan-view';

const cell = {
  padding: '12px 14px',
  borderBottom: `1px solid ${token('colors-border')}`,
  textAlign: 'center' as const,
};

/** What each plan includes, side by side. Scrolls sideways on a narrow screen (and can be focused to do so by keyboard). */
export function PlanComparison({ plans }: { plans: readonly PlanOffer[] }) {
  const features = allFeatures(plans);
  return (
    <div
      role="region"
      aria-label="Plan comparison"
      // A region that scrolls sideways must be reachable by keyboard (axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      // position: the visually hidden labels in the cells are absolutely positioned; the scroller must be
      // their containing block, or they widen the whole page on a phone (a 533 px layout at 412).
      css={{
        position: 'relative',
        overflowX: 'auto',
        border: `1px solid ${token('colors-border')}`,
        borderRadius: 12,
        ...focusRing,
      }}
    >
      <table css={{ width: '100%', minWidth: 560, borderCollapse: 'collapse', fontSize: token('font-sizes-sm') }}>
        <caption
          css={{
            position: 'absolute',
            width: 1,
            height: 1,
            overflow: 'hidden',
            clip: 'rect(0,0,0,0)',
            whiteSpace: 'nowrap',
          }}
        >
          What each plan includes
        </caption>
        <thead>
          <tr css={{ background: token('colors-brand-50') }}>
            <th scope="col" css={{ ...cell, textAlign: 'left' }}>
              Feature
            </th>
            {plans.map((plan) => (
              <th key={plan.id} scope="col" css={cell}>
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" css={{ ...cell, textAlign: 'left', fontWeight: 600 }}>
              Price
            </th>
            {plans.map((plan) => (
              <td key={plan.id} css={cell}>
                <Price amount={plan.price} />{' '}
                <span css={{ color: token('colors-fg-muted') }}>{formatPeriod(plan.period)}</span>
              </td>
            ))}
          </tr>
          {features.map((feature) => (
            <tr key={feature}>
              <th scope="row" css={{ ...cell, textAlign: 'left', fontWeight: 500 }}>
                {feature}
              </th>
              {plans.map((plan) =>
                planIncludes(plan, feature, plans) ? (
                  <td key={plan.id} css={{ ...cell, color: token('colors-brand-500'), fontWeight: 700 }}>
                    <span aria-hidden="true">✓</span>
                    <VisuallyHidden>Included</VisuallyHidden>
                  </td>
                ) : (
                  <td key={plan.id} css={{ ...cell, color: token('colors-fg-muted') }}>
                    <span aria-hidden="true">—</span>
                    <VisuallyHidden>Not included</VisuallyHidden>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
