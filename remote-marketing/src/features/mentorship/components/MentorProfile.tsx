/** @jsxImportSource @qa/shared/ui/light-jsx */
import { href } from '@qa/shared/kernel/routing/route-table';
import { BackLink } from '@qa/shared/ui/BackLink';
import { ChatCtaButton } from '@qa/shared/ui/ChatButtons';
import { RatingDisplay } from '@qa/shared/ui/RatingDisplay';
import { mq, token } from '@qa/shared/ui/tokens';
import { PageTitle, SectionHeading } from '@qa/shared/ui/primitives/heading';
import { SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';
import { softTint } from '../../../components/ContentLayout';
import type { Mentor } from '../api/types';
import { Price } from '@qa/shared/data/prices/Price';
import { firstName, sessionLength } from '../mentor-view';
import { Topics } from './Topics';
import { containerStyle } from '@qa/shared/ui/primitives/layout';

const layout = [
  containerStyle(`${token('spacing-6')} ${token('spacing-16')}`, `${token('spacing-8')} ${token('spacing-20')}`),
  // a reading measure, from the page's left edge
  { '& > *': { maxWidth: 960 } },
];

/** `/mentorship/:id`: who they are, what they help with, and how to book (through the chat). */
export function MentorProfile({ mentor }: { mentor: Mentor }) {
  return (
    <div css={layout}>
      <BackLink text="All mentors" to={href('mentorship')} showLogo={false} />
      <article css={{ marginTop: 24 }}>
        <header
          css={{
            display: 'flex',
            flexDirection: 'column',
            gap: 20,
            [mq.md]: { flexDirection: 'row', alignItems: 'center' },
          }}
        >
          <img
            src={mentor.photoUrl}
            alt={`Portrait of ${mentor.name}`}
            width={160}
            height={160}
            fetchPriority="high"
            css={{ borderRadius: token('radii-full'), background: token('colors-gray-100'), flexShrink: 0 }}
          />
          <div css={{ display: 'grid', gap: 10 }}>
            <PageTitle>{mentor.name}</PageTitle>
            <p
              css={{
                margin: 0,
                fontSize: token('font-sizes-lg'),
                color: token('colors-fg-muted'),
                fontWeight: token('font-weights-semibold'),
              }}
            >
              {mentor.title}
            </p>
            <RatingDisplay rating={mentor.rating} votes={mentor.votes ?? null} name={`${mentor.name}'s rating`} />
            <Topics topics={mentor.topics} label={`${mentor.name}'s stack`} />
          </div>
        </header>
        <div
          css={{
            display: 'grid',
            gap: 32,
            marginTop: 40,
            [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 340px', alignItems: 'start' },
          }}
        >
          <section aria-labelledby="mentor-about">
            <SectionHeading id="mentor-about" css={{ marginBottom: token('spacing-3') }}>
              About {firstName(mentor.name)}
            </SectionHeading>
            <p css={{ margin: 0, fontSize: token('font-sizes-lg'), lineHeight: 1.7 }}>{mentor.bio}</p>
          </section>
          <section
            aria-labelledby="mentor-book"
            css={{
              border: `1px solid ${token('colors-border')}`,
              borderRadius: token('radii-2xl'),
              padding: token('spacing-6'),
              background: softTint,
            }}
          >
            <SectionHeading id="mentor-book" css={{ marginBottom: token('spacing-2') }}>
              Book a session
            </SectionHeading>
            <p css={{ margin: `0 0 ${token('spacing-1.5')}`, fontWeight: token('font-weights-bold') }}>
              <Price amount={mentor.pricePerSession} /> {sessionLength(mentor)}
            </p>
            <p css={{ margin: '0 0 18px', color: token('colors-fg-muted'), lineHeight: 1.6 }}>
              Tell us in the chat what you want to work on and when suits you: we book the session with{' '}
              {firstName(mentor.name)} and send you the link.
            </p>
            <ChatCtaButton size="lg" />
          </section>
        </div>
      </article>
    </div>
  );
}

export function MentorProfileSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the mentor" css={layout}>
      <SkeletonBlock h="6" w="30" />
      <div
        css={{
          display: 'flex',
          flexDirection: 'column',
          gap: token('spacing-5'),
          marginTop: token('spacing-6'),
          [mq.md]: { flexDirection: 'row' },
        }}
      >
        <SkeletonBlock h="40" w="40" rounded="full" />
        <div css={{ flex: 1, display: 'grid', gap: token('spacing-2.5'), alignContent: 'center' }}>
          <SkeletonBlock h="11" w={{ base: '100%', sm: '90' }} />
          <SkeletonBlock h="6" w="55" />
          <SkeletonBlock h="5" w="45" />
        </div>
      </div>
      <div css={{ marginTop: token('spacing-10') }}>
        <SkeletonBlock h="50" />
      </div>
    </div>
  );
}
