import { RoutePlaceholder } from '@qa/shared/ui/RoutePlaceholder';

export default function PathsPage() {
  return <RoutePlaceholder title="Career Paths" owner="platform" />;
}
