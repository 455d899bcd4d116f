// The plans endpoint moved to the shared data layer when the marketing pages needed it too.
export { getPlans, planKeys, plansQueryOptions, usePlans, type PlanOffer } from '@qa/shared/data/plans';
