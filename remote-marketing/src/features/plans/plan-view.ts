import type { PlanOffer } from '@qa/shared/data/plans';

/** The two billing periods of the toggle; plans of any other period (free, annual) show under both. */
export type BillingPeriod = 'month' | 'six-months';
export const BILLING_PERIODS: readonly BillingPeriod[] = ['month', 'six-months'];

const MONTHS: Record<string, number> = { month: 1, 'six-months': 6, year: 12 };

const isToggled = (plan: PlanOffer) => (BILLING_PERIODS as readonly string[]).includes(plan.period);

/** The cards for a period: every plan outside the toggle, and the toggled plan of that period; cheapest first. */
export function plansForPeriod(plans: readonly PlanOffer[], period: BillingPeriod): PlanOffer[] {
  return plans.filter((plan) => !isToggled(plan) || plan.period === period).sort((a, b) => a.price - b.price);
}

/** The price per month of a plan billed for several months, or null (monthly, free, unknown period). */
export function monthlyEquivalent(plan: PlanOffer): number | null {
  const months = MONTHS[plan.period];
  if (plan.isFree || !months || months === 1) return null;
  return Math.round((plan.price / months) * 100) / 100;
}

/** Whole percent saved against paying the monthly plan for as long; null when nothing is saved. */
export function savingPercent(plan: PlanOffer, plans: readonly PlanOffer[]): number | null {
  const monthly = plans.find((p) => p.period === 'month' && !p.isFree);
  const months = MONTHS[plan.period];
  if (!monthly || !months || months === 1 || plan.isFree) return null;
  const full = monthly.price * months;
  const percent = Math.round(((full - plan.price) / full) * 100);
  return percent > 0 ? percent : null;
}

/** The plan the site recommends (the one a career path takes): six months, else the cheapest paid one. */
export function recommendedPlanId(plans: readonly PlanOffer[]): number | null {
  const paid = plans.filter((plan) => !plan.isFree);
  return (paid.find((plan) => plan.period === 'six-months') ?? paid[0])?.id ?? null;
}

/** Every feature any plan lists, in first-seen order, for the comparison table. */
export function allFeatures(plans: readonly PlanOffer[]): string[] {
  return [...new Set(plans.flatMap((plan) => plan.features))];
}

/**
 * Whether a plan includes a feature. A plan's list is what its card highlights, not all it gives: a
 * plan includes everything the cheaper plans include, so a feature counts from the cheapest plan listing it up.
 */
export function planIncludes(plan: PlanOffer, feature: string, plans: readonly PlanOffer[]): boolean {
  return (
    plan.features.includes(feature) ||
    plans.some((other) => other.price < plan.price && other.features.includes(feature))
  );
}
