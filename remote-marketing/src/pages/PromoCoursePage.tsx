import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function PromoCoursePage() {
  return <RoutePlaceholder title="Promo course" owner="marketing" />;
}
