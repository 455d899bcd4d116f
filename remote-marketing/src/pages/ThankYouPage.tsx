import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function ThankYouPage() {
  return <RoutePlaceholder title="Thank you" owner="marketing" />;
}
