/** docs/behaviour.md "Subscription": GET /subscriptions returns the current one whole. */
export interface Plan {
  id: number;
  isFree: boolean;
  name: string;
  period: string;
  price: number;
}

export interface Subscription {
  id: number;
  plan: Plan;
  [field: string]: unknown;
}
