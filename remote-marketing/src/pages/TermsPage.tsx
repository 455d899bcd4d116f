import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function TermsPage() {
  return <RoutePlaceholder title="Terms and Conditions" owner="marketing" />;
}
