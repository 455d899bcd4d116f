/**
 * The plan a visitor chose before signing in or before confirming the checkout
 * (`selectedSubscription`, docs/behaviour.md section 5). A corrupt or half-written value reads as
 * no plan, never an exception.
 */
import type { Subscription } from '@qa/shared/kernel/entities/subscription';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';

export type Plan = Subscription['plan'];

export function isPlan(value: unknown): value is Plan {
  const v = value as Partial<Plan> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'number' &&
    typeof v.isFree === 'boolean' &&
    typeof v.name === 'string' &&
    typeof v.period === 'string' &&
    typeof v.price === 'number' &&
    Number.isFinite(v.price)
  );
}

/** The stored plan, or null when none or corrupt (a corrupt value is removed so it cannot resume a checkout). */
export function readSelectedSubscription(): Plan | null {
  if (localStore.getString(storageKeys.selectedSubscription) === null) return null;
  const plan = localStore.getJson<Plan | null>(storageKeys.selectedSubscription, null, isPlan);
  if (!plan) localStore.remove(storageKeys.selectedSubscription);
  return plan;
}

export function storeSelectedSubscription(plan: Plan): void {
  const { id, isFree, name, period, price } = plan;
  localStore.setJson(storageKeys.selectedSubscription, { id, isFree, name, period, price });
}

export function clearSelectedSubscription(): void {
  localStore.remove(storageKeys.selectedSubscription);
}
