import { RoutePlaceholder } from '@qa/shared/ui/RoutePlaceholder';

export default function RatingUserPage() {
  return <RoutePlaceholder title="Rating profile" owner="platform" />;
}
