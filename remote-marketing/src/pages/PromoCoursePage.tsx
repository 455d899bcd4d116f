import { RoutePlaceholder } from '@qa/shared/ui/RoutePlaceholder';

export default function PromoCoursePage() {
  return <RoutePlaceholder title="Promo course" owner="marketing" />;
}
