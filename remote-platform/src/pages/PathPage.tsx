import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function PathPage() {
  return <RoutePlaceholder title="Career Path" owner="platform" />;
}
