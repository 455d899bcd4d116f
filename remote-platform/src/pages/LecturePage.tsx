import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function LecturePage() {
  return <RoutePlaceholder title="Lecture" owner="platform" />;
}
