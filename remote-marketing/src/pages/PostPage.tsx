import { RoutePlaceholder } from '@qa/shared/ui/RoutePlaceholder';

export default function PostPage() {
  return <RoutePlaceholder title="Blog post" owner="marketing" />;
}
