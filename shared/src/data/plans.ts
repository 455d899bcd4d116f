import { useQuery } from '@qa/shared/kernel/query/react-query';
import { getContentData } from '@qa/shared/data/content-read';
import { contentQuery } from '@qa/shared/data/content-query';
import type { Plan } from '@qa/shared/kernel/entities/subscription';

/** A plan as the plans endpoint offers it: the subscription's plan plus what it includes. */
export type PlanOffer = Plan & { slug: string; description: string; features: string[] };

export const planKeys = { list: () => ['plans', 'list'] as const };

/** GET /plans → every plan, cheapest first (the free one first). Used by the marketing and platform apps. */
export const getPlans = () => getContentData<PlanOffer[]>('main', '/plans');

export const plansQueryOptions = () => contentQuery(planKeys.list(), getPlans, 30);

export function usePlans() {
  return useQuery(plansQueryOptions());
}
