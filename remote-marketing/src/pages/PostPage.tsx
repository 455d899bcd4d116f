import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function PostPage() {
  return <RoutePlaceholder title="Blog post" owner="marketing" />;
}
