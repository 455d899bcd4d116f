/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useQueryClient } from '@qa/shared/kernel/query/react-query';
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { RatingDisplay } from '@qa/shared/ui/RatingDisplay';
import { prefetchCourse } from '../api/course';
import type { CourseSummary } from '../api/types';
import { formatDuration } from '@qa/shared/kernel/format/duration';
import { levelLabel, plural } from './course-format';
import { badge, token } from '@qa/shared/ui/chakra-look/tokens';
import { cardEyebrow, cardLink } from './card-look';

/** The catalogue's card lifts a little on hover, over the shared card's shadow. */
const liftOnHover = {
  transition: 'box-shadow 0.15s, transform 0.15s',
  '&:hover': { transform: 'translateY(-2px)' },
} as const;

const badgeAtTopLeft = { position: 'absolute', top: token('spacing-3'), left: token('spacing-3') } as const;

/**
 * A catalogue card: the whole card is one link; hovering or focusing it fetches the course ahead.
 * Drawn with the light layer and Chakra's token values rather than Chakra's components: the
 * catalogue is a light page, and a Chakra page that lists courses (a path, an instructor) would
 * resolve every styled element's props at render time (docs/architecture.md "The light layer's styles").
 */
export function CourseCard({
  course,
  headingLevel = 'h2',
  eager = false,
}: {
  course: CourseSummary;
  headingLevel?: 'h2' | 'h3';
  /** The first row is above the fold: its covers (the page's largest paint) load at once. */
  eager?: boolean;
}) {
  const queryClient = useQueryClient();
  const prefetch = () => prefetchCourse(queryClient, course.slug);
  const Heading = headingLevel;
  return (
    <article css={{ height: '100%' }}>
      <Link
        to={href('course', { courseSlug: course.slug })}
        onMouseEnter={prefetch}
        onFocus={prefetch}
        css={[cardLink, liftOnHover]}
      >
        <div css={{ position: 'relative', aspectRatio: 1200 / 630, background: token('colors-brand-50') }}>
          <img
            src={course.imageUrl}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            css={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
          <span
            css={[
              badge,
              badgeAtTopLeft,
              {
                background: token(course.isFree ? 'colors-green-700' : 'colors-brand-600'),
                color: token('colors-white'),
              },
            ]}
          >
            {course.isFree ? 'Free' : 'Paid'}
          </span>
        </div>
        <div
          css={{
            display: 'flex',
            flexDirection: 'column',
            gap: token('spacing-2'),
            padding: token('spacing-4'),
            flex: 1,
          }}
        >
          <p css={[cardEyebrow, { letterSpacing: token('letter-spacings-wide') }]}>{levelLabel(course.level)}</p>
          <Heading
            css={{
              margin: 0,
              fontSize: token('font-sizes-lg'),
              fontWeight: token('font-weights-bold'),
              lineHeight: token('line-heights-short'),
              color: token('colors-fg'),
            }}
          >
            {course.title}
          </Heading>
          <p
            css={{
              margin: 0,
              fontSize: token('font-sizes-sm'),
              color: token('colors-fg-muted'),
              flex: 1,
              overflow: 'hidden',
              display: '-webkit-box',
              WebkitBoxOrient: 'vertical',
              WebkitLineClamp: 2,
            }}
          >
            {course.summary}
          </p>
          <RatingDisplay rating={course.rating} votes={course.votes} name={`${course.title} rating`} size={14} />
          <div
            css={{
              display: 'flex',
              alignItems: 'center',
              gap: token('spacing-3'),
              fontSize: token('font-sizes-sm'),
              color: token('colors-fg-muted'),
            }}
          >
            <span>{plural(course.lecturesCount, 'lecture')}</span>
            <span aria-hidden="true">·</span>
            <span>{formatDuration(course.durationMinutes)}</span>
          </div>
        </div>
      </Link>
    </article>
  );
}
