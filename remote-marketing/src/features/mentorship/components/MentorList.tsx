/** @jsxImportSource @qa/shared/ui/light-jsx */
import { EmptyState, ErrorState, Loading, Skeleton } from '../../page-state/components/PageStates';
import { cardGrid, container, PageIntro } from '../../content/components/ContentLayout';
import { useMentors } from '../api/mentors';
import { MentorCard } from './MentorCard';

/** `/mentorship`: every mentor as a card. */
export function MentorList() {
  const mentors = useMentors();
  return (
    <>
      <PageIntro
        title="Mentorship"
        lead="One-to-one sessions with senior QA engineers: a CV review, a mock interview, a test strategy or a plan for your next step."
      />
      <div css={{ ...container, paddingTop: 32, paddingBottom: 64 }}>
        {mentors.isPending ? (
          <Loading label="Loading mentors">
            <div css={cardGrid()}>
              {Array.from({ length: 6 }, (_, key) => (
                <Skeleton key={key} height={240} radius={16} />
              ))}
            </div>
          </Loading>
        ) : mentors.isError ? (
          <ErrorState
            title="Mentors could not be loaded"
            error={mentors.error}
            onRetry={() => void mentors.refetch()}
          />
        ) : mentors.data.length === 0 ? (
          <EmptyState title="No mentors available right now">
            New mentors join every month. Ask us in the chat and we will find you one.
          </EmptyState>
        ) : (
          <ul css={cardGrid()}>
            {mentors.data.map((mentor, index) => (
              <li key={mentor.id}>
                <MentorCard mentor={mentor} eager={index < 6} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
