/** @jsxImportSource @qa/shared/ui/light-jsx */
import { QueryStates, SkeletonBlocks } from '@qa/shared/ui/primitives/QueryStates';
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
        <QueryStates
          query={mentors}
          loadingLabel="Loading mentors"
          skeleton={
            <div css={cardGridStyle()}>
              <SkeletonBlocks count={6} h="60" rounded="2xl" />
            </div>
          }
          errorTitle="Mentors could not be loaded"
          empty={{
            title: 'No mentors available right now',
            body: 'New mentors join every month. Ask us in the chat and we will find you one.',
          }}
        >
          {(all) => (
            <CardGrid>
              {all.map((mentor, index) => (
                <li key={mentor.id}>
                  <MentorCard mentor={mentor} eager={index < 6} />
                </li>
              ))}
            </CardGrid>
          )}
        </QueryStates>
      </div>
    </>
  );
}
