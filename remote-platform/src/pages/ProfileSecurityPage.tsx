import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function ProfileSecurityPage() {
  return <RoutePlaceholder title="Profile security" owner="platform" />;
}
