import { RoutePlaceholder } from '@qa/shared/ui/RoutePlaceholder';

export default function PrivacyPolicyPage() {
  return <RoutePlaceholder title="Privacy Policy" owner="marketing" />;
}
