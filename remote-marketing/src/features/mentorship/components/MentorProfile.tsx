/** @jsxImportSource @qa/shared/ui/light-jsx */
import { href } from '@qa/shared/kernel/routing/route-table';
import { BackLink } from '@qa/shared/ui/BackLink';
import { ChatCtaButton } from '@qa/shared/ui/ChatButtons';
import { RatingDisplay } from '@qa/shared/ui/RatingDisplay';
import { mq, token } from '@qa/shared/ui/tokens';
import type { Mentor } from '../api/types';
import { Price } from '@qa/shared/data/prices/Price';
import { firstName, sessionLength } from '../mentor-view';
import { Topics } from './Topics';

const layout = { maxWidth: 960, margin: '0 auto', padding: '24px 16px 64px', [mq.md]: { padding: '32px 32px 80px' } };

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
            css={{ borderRadius: '50%', background: '#F4F4F5', flexShrink: 0 }}
          />
          <div css={{ display: 'grid', gap: 10 }}>
            <h1 css={{ fontSize: 32, lineHeight: 1.2, margin: 0, [mq.md]: { fontSize: 40 } }}>{mentor.name}</h1>
            <p css={{ margin: 0, fontSize: 18, color: token('colors-fg-muted'), fontWeight: 600 }}>{mentor.title}</p>
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
            <h2 id="mentor-about" css={{ fontSize: 24, margin: '0 0 12px' }}>
              About {firstName(mentor.name)}
            </h2>
            <p css={{ margin: 0, fontSize: 18, lineHeight: 1.7 }}>{mentor.bio}</p>
          </section>
          <section
            aria-labelledby="mentor-book"
            css={{
              border: `1px solid ${token('colors-border')}`,
              borderRadius: 16,
              padding: 24,
              background: '#F7F7FD',
            }}
          >
            <h2 id="mentor-book" css={{ fontSize: 22, margin: '0 0 8px' }}>
              Book a session
            </h2>
            <p css={{ margin: '0 0 6px', fontWeight: 700 }}>
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
  const grey = { background: '#F4F4F5', borderRadius: 8 } as const;
  return (
    <div role="status" aria-busy="true" aria-label="Loading the mentor" css={layout}>
      <div css={{ ...grey, height: 24, width: 120 }} />
      <div
        css={{ display: 'flex', flexDirection: 'column', gap: 20, marginTop: 24, [mq.md]: { flexDirection: 'row' } }}
      >
        <div css={{ ...grey, width: 160, height: 160, borderRadius: '50%' }} />
        <div css={{ flex: 1, display: 'grid', gap: 10, alignContent: 'center' }}>
          <div css={{ ...grey, height: 44, maxWidth: 360 }} />
          <div css={{ ...grey, height: 24, maxWidth: 220 }} />
          <div css={{ ...grey, height: 20, maxWidth: 180 }} />
        </div>
      </div>
      <div css={{ ...grey, height: 200, marginTop: 40 }} />
    </div>
  );
}
