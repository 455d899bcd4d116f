import { RoutePlaceholder } from '@qa/shared/ui/RoutePlaceholder';

export default function MyCoursesPage() {
  return <RoutePlaceholder title="My Courses" owner="platform" />;
}
