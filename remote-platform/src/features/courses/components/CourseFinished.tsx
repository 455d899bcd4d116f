/** @jsxImportSource @qa/shared/ui/light-jsx */
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { ButtonLink } from '@qa/shared/ui/primitives/Button';
import { smallMutedText } from '@qa/shared/ui/chakra/chakra-look/layout';
import { focusRing, token } from '@qa/shared/ui/styles/tokens';
import type { CourseSummary } from '../../../api/course-types';

const nextLink = {
  display: 'block',
  padding: token('spacing-3'),
  border: `1px solid ${token('colors-border')}`,
  borderRadius: token('radii-lg'),
  color: token('colors-fg'),
  fontWeight: token('font-weights-semibold'),
  textDecoration: 'none',
  '&:hover': { borderColor: token('colors-brand-500'), color: token('colors-brand-fg') },
  ...focusRing,
} as const;

/** A finished course (its certificate issued): the certificate first, then the next course of its path. */
export function CourseFinished({
  certificateTo,
  nextCourse,
}: {
  certificateTo: string;
  nextCourse: CourseSummary | null;
}) {
  return (
    <>
      <ButtonLink size="lg" to={certificateTo}>
        View your certificate
      </ButtonLink>
      <p css={smallMutedText}>You finished this course.</p>
      {nextCourse ? (
        <Link to={href('course', { courseSlug: nextCourse.slug })} css={nextLink}>
          Next in your path: {nextCourse.title}
        </Link>
      ) : null}
    </>
  );
}
