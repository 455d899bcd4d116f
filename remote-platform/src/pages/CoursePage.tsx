import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function CoursePage() {
  return <RoutePlaceholder title="Course" owner="platform" />;
}
