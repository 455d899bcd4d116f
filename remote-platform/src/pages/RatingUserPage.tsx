import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function RatingUserPage() {
  return <RoutePlaceholder title="Rating profile" owner="platform" />;
}
