/** @jsxImportSource @qa/shared/ui/light-jsx */
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { RatingDisplay } from '@qa/shared/ui/RatingDisplay';
import { token } from '@qa/shared/ui/tokens';
import { card, stretchedLink } from '../../content/components/ContentLayout';
import type { Mentor } from '../api/types';
import { Price } from '@qa/shared/data/prices/Price';
import { sessionLength } from '../mentor-view';
import { Topics } from './Topics';

export function MentorCard({ mentor, eager = false }: { mentor: Mentor; eager?: boolean }) {
  return (
    <article css={{ ...card, padding: 20, gap: 12 }}>
      <div css={{ display: 'flex', gap: 14, alignItems: 'center' }}>
        <img
          src={mentor.photoUrl}
          alt=""
          width={80}
          height={80}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          css={{ borderRadius: '50%', flexShrink: 0, background: '#F4F4F5' }}
        />
        <div css={{ minWidth: 0 }}>
          <h2 css={{ fontSize: 19, margin: 0 }}>
            <Link to={href('mentor', { id: String(mentor.id) })} css={stretchedLink}>
              {mentor.name}
            </Link>
          </h2>
          <p css={{ margin: '2px 0 0', color: token('colors-fg-muted'), fontWeight: 600 }}>{mentor.title}</p>
        </div>
      </div>
      <RatingDisplay rating={mentor.rating} votes={mentor.votes ?? null} name={`${mentor.name}'s rating`} size={16} />
      <Topics topics={mentor.topics} label={`${mentor.name}'s stack`} />
      <p css={{ margin: 'auto 0 0', paddingTop: 6, fontSize: 14, color: token('colors-fg-muted') }}>
        <Price amount={mentor.pricePerSession} /> {sessionLength(mentor)}
      </p>
    </article>
  );
}
