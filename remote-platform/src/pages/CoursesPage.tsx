import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function CoursesPage() {
  return <RoutePlaceholder title="Courses" owner="platform" />;
}
