import { RoutePlaceholder } from '@qa/shared/ui/RoutePlaceholder';

export default function MentorshipPage() {
  return <RoutePlaceholder title="Mentorship" owner="marketing" />;
}
