import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function CreateProfilePage() {
  return <RoutePlaceholder title="Create profile" owner="auth" />;
}
