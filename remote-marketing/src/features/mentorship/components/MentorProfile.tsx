/** @jsxImportSource @qa/shared/ui/light-jsx */
import { href } from '@qa/shared/kernel/routing/route-table';
import { BackLink } from '@qa/shared/ui/widgets/BackLink';
import { ChatCtaButton } from '@qa/shared/ui/widgets/ChatButtons';
import { RatingDisplay } from '@qa/shared/ui/widgets/RatingDisplay';
import { mq, token } from '@qa/shared/ui/styles/tokens';
import { PageTitle, SectionHeading } from '@qa/shared/ui/primitives/heading';
import { SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';
import { softTint } from '../../../components/ContentLayout';
import type { Mentor } from '../api/types';
import { Price } from '@qa/shared/data/prices/Price';
import { firstName, sessionLength } from '../mentor-view';
import { Topics } from './Topics';
import { containerStyle, Stack } from '@qa/shared/ui/primitives/layout';
import { Text } from '@qa/shared/ui/primitives/text';

const layout = [
  containerStyle(`${token('spacing-6')} ${token('spacing-16')}`, `${token('spacing-8')} ${token('spacing-20')}`),
  // a reading measure, from the page's left edge
  { '& > *': { maxWidth: 960 } },
];

const articleRoom = { marginTop: 24 } as const;
/** The portrait above the name on a phone, beside it from `md`. */
const intro = {
  display: 'flex',
  flexDirection: 'column',
  gap: 20,
  [mq.md]: { flexDirection: 'row', alignItems: 'center' },
} as const;
const portrait = { borderRadius: token('radii-full'), background: token('colors-gray-100'), flexShrink: 0 } as const;
/** About, and the booking panel beside it from `lg`. */
const body = {
  display: 'grid',
  gap: 32,
  marginTop: 40,
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 340px', alignItems: 'start' },
} as const;
const aboutTitleRoom = { marginBottom: token('spacing-3') } as const;
/** The bio is the page's reading text: airier lines than the scale's. */
const bioLines = { lineHeight: 1.7 } as const;
const bookingPanel = {
  border: `1px solid ${token('colors-border')}`,
  borderRadius: token('radii-2xl'),
  padding: token('spacing-6'),
  background: softTint,
} as const;
const bookTitleRoom = { marginBottom: token('spacing-2') } as const;
const priceLine = { margin: `0 0 ${token('spacing-1.5')}`, fontWeight: token('font-weights-bold') } as const;
const bookingNoteRoom = { marginBottom: '18px' } as const;
const skeletonRoom = { marginTop: token('spacing-6') } as const;
const skeletonLines = { flex: 1, display: 'grid', gap: token('spacing-2.5'), alignContent: 'center' } as const;
const skeletonBodyRoom = { marginTop: token('spacing-10') } as const;

/** `/mentorship/:id`: who they are, what they help with, and how to book (through the chat). */
export function MentorProfile({ mentor }: { mentor: Mentor }) {
  return (
    <div css={layout}>
      <BackLink text="All mentors" to={href('mentorship')} showLogo={false} />
      <article css={articleRoom}>
        <header css={intro}>
          <img
            src={mentor.photoUrl}
            alt={`Portrait of ${mentor.name}`}
            width={160}
            height={160}
            fetchPriority="high"
            css={portrait}
          />
          <Stack gap="2.5">
            <PageTitle>{mentor.name}</PageTitle>
            <Text size="lg" tone="muted" weight="semibold">
              {mentor.title}
            </Text>
            <RatingDisplay rating={mentor.rating} votes={mentor.votes ?? null} name={`${mentor.name}'s rating`} />
            <Topics topics={mentor.topics} label={`${mentor.name}'s stack`} />
          </Stack>
        </header>
        <div css={body}>
          <section aria-labelledby="mentor-about">
            <SectionHeading id="mentor-about" css={aboutTitleRoom}>
              About {firstName(mentor.name)}
            </SectionHeading>
            <Text size="lg" css={bioLines}>
              {mentor.bio}
            </Text>
          </section>
          <section aria-labelledby="mentor-book" css={bookingPanel}>
            <SectionHeading id="mentor-book" css={bookTitleRoom}>
              Book a session
            </SectionHeading>
            <p css={priceLine}>
              <Price amount={mentor.pricePerSession} /> {sessionLength(mentor)}
            </p>
            <Text tone="muted" css={bookingNoteRoom}>
              Tell us in the chat what you want to work on and when suits you: we book the session with{' '}
              {firstName(mentor.name)} and send you the link.
            </Text>
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
      <div css={[intro, skeletonRoom]}>
        <SkeletonBlock h="40" w="40" rounded="full" />
        <div css={skeletonLines}>
          <SkeletonBlock h="11" w={{ base: '100%', sm: '90' }} />
          <SkeletonBlock h="6" w="55" />
          <SkeletonBlock h="5" w="45" />
        </div>
      </div>
      <div css={skeletonBodyRoom}>
        <SkeletonBlock h="50" />
      </div>
    </div>
  );
}
