import { RoutePlaceholder } from '@qa/shared/ui/RoutePlaceholder';

export default function LecturePage() {
  return <RoutePlaceholder title="Lecture" owner="platform" />;
}
