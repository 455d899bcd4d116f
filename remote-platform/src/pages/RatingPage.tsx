import { RoutePlaceholder } from '@qa/shared/ui/RoutePlaceholder';

export default function RatingPage() {
  return <RoutePlaceholder title="Rating" owner="platform" />;
}
