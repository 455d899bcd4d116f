import { RoutePlaceholder } from '@qa/shared/ui/RoutePlaceholder';

export default function EventPage() {
  return <RoutePlaceholder title="Event" owner="marketing" />;
}
