import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function InstructorPage() {
  return <RoutePlaceholder title="Instructor" owner="platform" />;
}
