import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function AffiliateConditionsPage() {
  return <RoutePlaceholder title="Affiliate program conditions" owner="marketing" />;
}
