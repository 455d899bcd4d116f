import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function RegistrationResendPasswordPage() {
  return <RoutePlaceholder title="Resend password" owner="auth" />;
}
