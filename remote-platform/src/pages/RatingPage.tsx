import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function RatingPage() {
  return <RoutePlaceholder title="Rating" owner="platform" />;
}
