import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function RegistrationPage() {
  return <RoutePlaceholder title="Registration" owner="auth" />;
}
