import { useParams } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import type { PagePrefetch } from '@qa/shared/kernel/contracts/remote-contracts';
import { ItemPageStates } from '../components/ItemPageStates';
import { mentorQueryOptions, useMentor } from '../features/mentorship/api/mentor';
import { MentorProfile, MentorProfileSkeleton } from '../features/mentorship/components/MentorProfile';

/** `/mentorship/:id`: one mentor; an unknown id is the site's not-found page. */
export default function MentorPage() {
  const { id = '' } = useParams();
  return (
    <ItemPageStates
      query={useMentor(id)}
      meta={(mentor) => ({
        title: `${mentor.name}, ${mentor.title}`,
        description: `Book a mentoring session with ${mentor.name}: ${mentor.topics.join(', ')}.`,
        image: mentor.photoUrl,
        path: href('mentor', { id: String(mentor.id) }),
      })}
      skeleton={<MentorProfileSkeleton />}
      pageTitle="Mentor"
      errorTitle="The mentor could not be loaded"
    >
      {(mentor) => <MentorProfile mentor={mentor} />}
    </ItemPageStates>
  );
}

/** The mentor starts loading with the page's code (remote-contracts `prefetch`). */
export const prefetch: PagePrefetch = ({ params, queryClient }) =>
  params.id ? queryClient.prefetchQuery(mentorQueryOptions(params.id)) : undefined;
