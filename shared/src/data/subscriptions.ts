import { queryOptions, useQuery } from '@qa/shared/kernel/query/react-query';
import { getWithSession } from '@qa/shared/data/lazy-api-client';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import type { Subscription } from '@qa/shared/kernel/entities/subscription';

export const subscriptionKeys = {
  current: (userId: number | null) => ['subscriptions', 'current', userId] as const,
};

/** GET /subscriptions → the current subscription, whole (docs/behaviour.md); also kept in the auth store. */
export async function getCurrentSubscription(): Promise<Subscription> {
  const data = await getWithSession<Subscription>('/subscriptions');
  useAuthStore.getState().setCurrentSubscription(data);
  return data;
}

/** When authenticated; cached forever, 3 retries (docs/behaviour.md). */
export const currentSubscriptionQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: subscriptionKeys.current(userId),
    queryFn: getCurrentSubscription,
    enabled: userId !== null,
    staleTime: Infinity,
    retry: 3,
  });

export function useCurrentSubscription() {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  return useQuery(currentSubscriptionQueryOptions(userId));
}
