import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function PathsPage() {
  return <RoutePlaceholder title="Career Paths" owner="platform" />;
}
