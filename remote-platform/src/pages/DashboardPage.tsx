import { RoutePlaceholder } from '@qa/shared/ui/RoutePlaceholder';

export default function DashboardPage() {
  return <RoutePlaceholder title="Dashboard" owner="platform" />;
}
