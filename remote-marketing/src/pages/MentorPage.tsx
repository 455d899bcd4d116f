import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function MentorPage() {
  return <RoutePlaceholder title="Mentor" owner="marketing" />;
}
