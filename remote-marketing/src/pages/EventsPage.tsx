import { RoutePlaceholder } from '@qa/shared/ui/RoutePlaceholder';

export default function EventsPage() {
  return <RoutePlaceholder title="Workshops & Events" owner="marketing" />;
}
