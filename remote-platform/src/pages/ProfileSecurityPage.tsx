import { RoutePlaceholder } from '@qa/shared/ui/RoutePlaceholder';

export default function ProfileSecurityPage() {
  return <RoutePlaceholder title="Profile security" owner="platform" />;
}
