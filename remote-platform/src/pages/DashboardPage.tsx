import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function DashboardPage() {
  return <RoutePlaceholder title="Dashboard" owner="platform" />;
}
