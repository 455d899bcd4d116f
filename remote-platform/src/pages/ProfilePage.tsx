import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function ProfilePage() {
  return <RoutePlaceholder title="Profile" owner="platform" />;
}
