import { href } from '@qa/shared/kernel/routing/route-table';
import { usePageMeta } from '@qa/shared/ui/hooks/use-page-meta';
import { MentorList } from '../features/mentorship/components/MentorList';

/** `/mentorship`: the mentors. */
export default function MentorshipPage() {
  usePageMeta({
    title: 'Mentorship',
    description:
      'Book a one-to-one session with a senior QA engineer: CV reviews, mock interviews, automation, performance and career planning.',
    path: href('mentorship'),
  });
  return <MentorList />;
}
