import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function EventPage() {
  return <RoutePlaceholder title="Event" owner="marketing" />;
}
