import { useParams } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { NotFound } from '@qa/shared/ui/widgets/NotFound';
import { usePageMeta } from '@qa/shared/ui/hooks/use-page-meta';
import { useMentor } from '../features/mentorship/api/mentor';
import { MentorProfile, MentorProfileSkeleton } from '../features/mentorship/components/MentorProfile';
import { isNotFound } from '@qa/shared/data/retry';
import { ErrorState } from '@qa/shared/ui/primitives/PageStates';
import { PageTitle } from '@qa/shared/ui/primitives/heading';
import type { PagePrefetch } from '@qa/shared/kernel/contracts/remote-contracts';
import { mentorQueryOptions } from '../features/mentorship/api/mentor';
import { PageContainer, Stack } from '@qa/shared/ui/primitives/layout';

/** `/mentorship/:id`: one mentor; an unknown id is the site's not-found page. */
export default function MentorPage() {
  const { id = '' } = useParams();
  const mentor = useMentor(id);
  usePageMeta(
    mentor.data
      ? {
          title: `${mentor.data.name}, ${mentor.data.title}`,
          description: `Book a mentoring session with ${mentor.data.name}: ${mentor.data.topics.join(', ')}.`,
          image: mentor.data.photoUrl,
          path: href('mentor', { id: String(mentor.data.id) }),
        }
      : null,
  );
  if (mentor.isPending) return <MentorProfileSkeleton />;
  if (isNotFound(mentor.error)) return <NotFound />;
  if (mentor.isError)
    return (
      <PageContainer>
        <Stack gap="4">
          <PageTitle>Mentor</PageTitle>
          <ErrorState
            title="The mentor could not be loaded"
            error={mentor.error}
            onRetry={() => void mentor.refetch()}
          />
        </Stack>
      </PageContainer>
    );
  return <MentorProfile mentor={mentor.data} />;
}

/** The mentor starts loading with the page's code (remote-contracts `prefetch`). */
export const prefetch: PagePrefetch = ({ params, queryClient }) =>
  params.id ? queryClient.prefetchQuery(mentorQueryOptions(params.id)) : undefined;
