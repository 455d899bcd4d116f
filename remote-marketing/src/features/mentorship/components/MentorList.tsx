/** @jsxImportSource @qa/shared/ui/light-jsx */
import { EmptyState, ErrorState, Loading, SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';
import { token } from '@qa/shared/ui/styles/tokens';
import { CardGrid, cardGridStyle } from '@qa/shared/ui/primitives/Card';
import { container, PageIntro } from '../../../components/ContentLayout';
import { useMentors } from '../api/mentors';
import { MentorCard } from './MentorCard';

const page = { ...container, paddingTop: token('spacing-8'), paddingBottom: token('spacing-16') } as const;

/** `/mentorship`: every mentor as a card. */
export function MentorList() {
  const mentors = useMentors();
  return (
    <>
      <PageIntro
        title="Mentorship"
        lead="One-to-one sessions with senior QA engineers: a CV review, a mock interview, a test strategy or a plan for your next step."
      />
      <div css={page}>
        {mentors.isPending ? (
          <Loading label="Loading mentors">
            <div css={cardGridStyle()}>
              {Array.from({ length: 6 }, (_, key) => (
                <SkeletonBlock key={key} h="60" rounded="2xl" />
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
          <CardGrid>
            {mentors.data.map((mentor, index) => (
              <li key={mentor.id}>
                <MentorCard mentor={mentor} eager={index < 6} />
              </li>
            ))}
          </CardGrid>
        )}
      </div>
    </>
  );
}
