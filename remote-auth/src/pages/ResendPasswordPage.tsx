import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function ResendPasswordPage() {
  return <RoutePlaceholder title="Resend password" owner="auth" />;
}
