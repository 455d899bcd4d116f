import { RoutePlaceholder } from '@qa/shared/ui/RoutePlaceholder';

export default function PathPage() {
  return <RoutePlaceholder title="Career Path" owner="platform" />;
}
