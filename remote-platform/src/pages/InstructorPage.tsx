import { RoutePlaceholder } from '@qa/shared/ui/RoutePlaceholder';

export default function InstructorPage() {
  return <RoutePlaceholder title="Instructor" owner="platform" />;
}
