import { RoutePlaceholder } from '@qa/shared/ui/RoutePlaceholder';

export default function ThankYouPage() {
  return <RoutePlaceholder title="Thank you" owner="marketing" />;
}
