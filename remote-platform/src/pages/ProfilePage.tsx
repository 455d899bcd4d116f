import { RoutePlaceholder } from '@qa/shared/ui/RoutePlaceholder';

export default function ProfilePage() {
  return <RoutePlaceholder title="Profile" owner="platform" />;
}
