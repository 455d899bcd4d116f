import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function SubscriptionsPage() {
  return <RoutePlaceholder title="Subscriptions" owner="marketing" />;
}
