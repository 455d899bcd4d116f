/** @jsxImportSource @qa/shared/ui/light-jsx */
import { href } from '@qa/shared/kernel/routing/route-table';
import { RatingDisplay } from '@qa/shared/ui/RatingDisplay';
import { token } from '@qa/shared/ui/tokens';
import { Card, CardLink } from '@qa/shared/ui/primitives/Card';
import { CardTitle } from '@qa/shared/ui/primitives/heading';
import { cardFooter } from '../../../components/ContentLayout';
import type { Mentor } from '../api/types';
import { Price } from '@qa/shared/data/prices/Price';
import { sessionLength } from '../mentor-view';
import { Topics } from './Topics';

export function MentorCard({ mentor, eager = false }: { mentor: Mentor; eager?: boolean }) {
  return (
    <Card linked>
      <div css={{ display: 'flex', gap: token('spacing-3'), alignItems: 'center' }}>
        <img
          src={mentor.photoUrl}
          alt=""
          width={80}
          height={80}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          css={{ borderRadius: token('radii-full'), flexShrink: 0, background: token('colors-gray-100') }}
        />
        <div css={{ minWidth: 0 }}>
          <CardTitle as="h2">
            <CardLink to={href('mentor', { id: String(mentor.id) })}>{mentor.name}</CardLink>
          </CardTitle>
          <p
            css={{
              margin: `${token('spacing-0.5')} 0 0`,
              color: token('colors-fg-muted'),
              fontWeight: token('font-weights-semibold'),
            }}
          >
            {mentor.title}
          </p>
        </div>
      </div>
      <RatingDisplay rating={mentor.rating} votes={mentor.votes ?? null} name={`${mentor.name}'s rating`} size={16} />
      <Topics topics={mentor.topics} label={`${mentor.name}'s stack`} />
      <p css={cardFooter}>
        <Price amount={mentor.pricePerSession} /> {sessionLength(mentor)}
      </p>
    </Card>
  );
}
