import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function MentorshipPage() {
  return <RoutePlaceholder title="Mentorship" owner="marketing" />;
}
