import { RoutePlaceholder } from '@qa/shared/ui/RoutePlaceholder';

export default function SubscriptionsPage() {
  return <RoutePlaceholder title="Subscriptions" owner="marketing" />;
}
