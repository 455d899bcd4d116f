/** @jsxImportSource @qa/shared/ui/light-jsx */
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { focusRing, token } from '@qa/shared/ui/styles/tokens';
import type { Instructor } from '../../../api/course-types';
import { smallMutedText, stack } from '@qa/shared/ui/chakra/chakra-look/layout';
import { Card } from '@qa/shared/ui/primitives/Card';
import { Row } from '@qa/shared/ui/primitives/layout';
import { Text } from '@qa/shared/ui/primitives/text';
import { cardTitleStyle, SectionHeading } from '@qa/shared/ui/primitives/heading';

const name = {
  ...cardTitleStyle,
  color: token('colors-brand-fg'),
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  ...focusRing,
} as const;

const photo = {
  display: 'block',
  maxWidth: '100%',
  objectFit: 'cover',
  width: token('sizes-16'),
  height: token('sizes-16'),
  borderRadius: token('radii-full'),
  flexShrink: 0,
} as const;

export function InstructorCard({ instructor, courseSlug }: { instructor: Instructor; courseSlug: string }) {
  return (
    <section aria-labelledby="instructor" css={stack('spacing-3')}>
      <SectionHeading id="instructor">Your instructor</SectionHeading>
      <Card as="div">
        <Row gap="4" align="start">
          <img src={instructor.photoUrl} alt="" css={photo} />
          <div css={stack('spacing-1')}>
            <Link to={href('instructor', { courseSlug, instructorId: String(instructor.id) })} css={name}>
              {instructor.name}
            </Link>
            <p css={smallMutedText}>{instructor.title}</p>
            <Text size="sm">{instructor.bio}</Text>
          </div>
        </Row>
      </Card>
    </section>
  );
}
