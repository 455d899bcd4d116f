/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { PlanOffer } from '@qa/shared/data/plans';
import { formatPeriod } from '@qa/shared/kernel/format/price';
import { Price } from '@qa/shared/data/prices/Price';
import { focusRing, token } from '@qa/shared/ui/styles/tokens';
import { VisuallyHidden, visuallyHidden } from '@qa/shared/ui/styles/light';
import { Text } from '@qa/shared/ui/primitives/text';
import { allFeatures, planIncludes } from '../plan-view';

const cell = {
  padding: '12px 14px',
  borderBottom: `1px solid ${token('colors-border')}`,
  textAlign: 'center' as const,
};
const rowHead = { ...cell, textAlign: 'left' } as const;
const semibold = { fontWeight: token('font-weights-semibold') } as const;
const medium = { fontWeight: token('font-weights-medium') } as const;
const included = { color: token('colors-brand-500'), fontWeight: token('font-weights-bold') } as const;
const notIncluded = { color: token('colors-fg-muted') } as const;
const headRow = { background: token('colors-brand-50') } as const;
/**
 * position: the visually hidden labels in the cells are absolutely positioned; the scroller must be
 * their containing block, or they widen the whole page on a phone (a 533 px layout at 412).
 */
const scroller = {
  position: 'relative',
  overflowX: 'auto',
  border: `1px solid ${token('colors-border')}`,
  borderRadius: 12,
  ...focusRing,
} as const;
const table = { width: '100%', minWidth: 560, borderCollapse: 'collapse', fontSize: token('font-sizes-sm') } as const;

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
      css={scroller}
    >
      <table css={table}>
        <caption css={visuallyHidden}>What each plan includes</caption>
        <thead>
          <tr css={headRow}>
            <th scope="col" css={rowHead}>
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
            <th scope="row" css={[rowHead, semibold]}>
              Price
            </th>
            {plans.map((plan) => (
              <td key={plan.id} css={cell}>
                <Price amount={plan.price} />{' '}
                <Text as="span" size="sm" tone="muted">
                  {formatPeriod(plan.period)}
                </Text>
              </td>
            ))}
          </tr>
          {features.map((feature) => (
            <tr key={feature}>
              <th scope="row" css={[rowHead, medium]}>
                {feature}
              </th>
              {plans.map((plan) =>
                planIncludes(plan, feature, plans) ? (
                  <td key={plan.id} css={[cell, included]}>
                    <span aria-hidden="true">✓</span>
                    <VisuallyHidden>Included</VisuallyHidden>
                  </td>
                ) : (
                  <td key={plan.id} css={[cell, notIncluded]}>
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
