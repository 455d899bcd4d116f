import { RoutePlaceholder } from '@qa/shared/ui/RoutePlaceholder';

export default function MentorPage() {
  return <RoutePlaceholder title="Mentor" owner="marketing" />;
}
