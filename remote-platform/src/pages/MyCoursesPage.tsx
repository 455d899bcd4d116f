import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function MyCoursesPage() {
  return <RoutePlaceholder title="My Courses" owner="platform" />;
}
