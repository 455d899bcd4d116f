import { RoutePlaceholder } from '@qa/shared/ui/RoutePlaceholder';

export default function ProfilePlanPage() {
  return <RoutePlaceholder title="Profile plan" owner="platform" />;
}
