/** @jsxImportSource @qa/shared/ui/light-jsx */
import { href } from '@qa/shared/kernel/routing/route-table';
import { RatingDisplay } from '@qa/shared/ui/widgets/RatingDisplay';
import { token } from '@qa/shared/ui/styles/tokens';
import { Card, CardLink } from '@qa/shared/ui/primitives/Card';
import { CardTitle } from '@qa/shared/ui/primitives/heading';
import { bodyLines, cardFooter } from '../../../components/ContentLayout';
import { Row } from '@qa/shared/ui/primitives/layout';
import { Text } from '@qa/shared/ui/primitives/text';
import type { Mentor } from '../api/types';
import { Price } from '@qa/shared/data/prices/Price';
import { sessionLength } from '../mentor-view';
import { Topics } from './Topics';

const portrait = { borderRadius: token('radii-full'), flexShrink: 0, background: token('colors-gray-100') } as const;
const shrinkable = { minWidth: 0 } as const;
const titleRoom = { ...bodyLines, marginTop: token('spacing-0.5') } as const;

export function MentorCard({ mentor, eager = false }: { mentor: Mentor; eager?: boolean }) {
  return (
    <Card linked>
      <Row gap="3">
        <img
          src={mentor.photoUrl}
          alt=""
          width={80}
          height={80}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          css={portrait}
        />
        <div css={shrinkable}>
          <CardTitle as="h2">
            <CardLink to={href('mentor', { id: String(mentor.id) })}>{mentor.name}</CardLink>
          </CardTitle>
          <Text tone="muted" weight="semibold" css={titleRoom}>
            {mentor.title}
          </Text>
        </div>
      </Row>
      <RatingDisplay rating={mentor.rating} votes={mentor.votes ?? null} name={`${mentor.name}'s rating`} size={16} />
      <Topics topics={mentor.topics} label={`${mentor.name}'s stack`} />
      <p css={cardFooter}>
        <Price amount={mentor.pricePerSession} /> {sessionLength(mentor)}
      </p>
    </Card>
  );
}
