import { RoutePlaceholder } from '@qa/shared/ui/RoutePlaceholder';

export default function TermsPage() {
  return <RoutePlaceholder title="Terms and Conditions" owner="marketing" />;
}
