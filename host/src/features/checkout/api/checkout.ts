import { useMutation, useQueryClient } from '@qa/shared/kernel/query/react-query';
import { mainApi } from '@qa/shared/data/api-client';
import { subscriptionKeys } from '@qa/shared/data/subscriptions';
import type { Subscription } from '@qa/shared/kernel/entities/subscription';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';

export const checkoutKeys = { checkout: ['checkout'] as const };

/** POST /checkout {planId} → 201 with the new current subscription; 400 when already on that plan. */
export async function checkout(planId: number): Promise<Subscription> {
  const { data } = await mainApi.post<Subscription>('/checkout', { planId });
  return data;
}

/** On success the store gets the new subscription at once and the current-subscription query is refetched. */
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: checkoutKeys.checkout,
    mutationFn: checkout,
    onSuccess: async (subscription) => {
      if (subscription && typeof subscription === 'object' && 'plan' in subscription) {
        useAuthStore.getState().setCurrentSubscription(subscription);
      }
      await queryClient.invalidateQueries({
        queryKey: subscriptionKeys.current(useAuthStore.getState().user?.id ?? null),
      });
    },
  });
}
