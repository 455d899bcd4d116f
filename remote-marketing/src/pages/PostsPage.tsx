import { RoutePlaceholder } from '@qa/shared/ui/RoutePlaceholder';

export default function PostsPage() {
  return <RoutePlaceholder title="Blog" owner="marketing" />;
}
