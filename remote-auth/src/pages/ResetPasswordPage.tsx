import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function ResetPasswordPage() {
  return <RoutePlaceholder title="Reset password" owner="auth" />;
}
