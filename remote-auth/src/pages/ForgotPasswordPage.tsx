import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function ForgotPasswordPage() {
  return <RoutePlaceholder title="Forgot password" owner="auth" />;
}
