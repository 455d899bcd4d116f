import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function ProfilePlanPage() {
  return <RoutePlaceholder title="Profile plan" owner="platform" />;
}
