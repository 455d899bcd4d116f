import { RoutePlaceholder } from '@qa/shared/ui/RoutePlaceholder';

export default function AffiliateConditionsPage() {
  return <RoutePlaceholder title="Affiliate program conditions" owner="marketing" />;
}
