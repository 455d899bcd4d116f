import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function PostsPage() {
  return <RoutePlaceholder title="Blog" owner="marketing" />;
}
