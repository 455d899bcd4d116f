import { RoutePlaceholder } from '@qa/shared/ui/RoutePlaceholder';

export default function CoursesPage() {
  return <RoutePlaceholder title="Courses" owner="platform" />;
}
