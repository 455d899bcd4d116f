import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function PrivacyPolicyPage() {
  return <RoutePlaceholder title="Privacy Policy" owner="marketing" />;
}
