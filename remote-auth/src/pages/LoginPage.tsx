import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function LoginPage() {
  return <RoutePlaceholder title="Login" owner="auth" />;
}
