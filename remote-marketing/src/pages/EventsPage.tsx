import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function EventsPage() {
  return <RoutePlaceholder title="Workshops & Events" owner="marketing" />;
}
