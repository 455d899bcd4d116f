import { RoutePlaceholder } from '@qa/shared/ui/RoutePlaceholder';

export default function CoursePage() {
  return <RoutePlaceholder title="Course" owner="platform" />;
}
