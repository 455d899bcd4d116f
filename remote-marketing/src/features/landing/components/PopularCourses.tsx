/** @jsxImportSource @qa/shared/ui/light-jsx */
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { RatingDisplay } from '@qa/shared/ui/RatingDisplay';
import { formatDuration } from '@qa/shared/kernel/format/duration';
import { color } from '@qa/shared/ui/tokens';
import { EmptyState, ErrorState, Loading, Skeleton } from '../../page-state/components/PageStates';
import { usePopularCourses } from '../api/popular-courses';
import { cardGrid, cardLink, LandingSection } from './LandingSection';

const COUNT = 4;

export function PopularCourses() {
  const courses = usePopularCourses(COUNT);
  return (
    <LandingSection
      id="popular-courses"
      title="Popular courses"
      lead="The courses learners rate highest, from the first bug report to test automation."
      more={{ to: href('courses'), label: 'Browse the catalogue' }}
    >
      {courses.isPending ? (
        <Loading label="Loading courses">
          <div css={cardGrid(COUNT)}>
            {Array.from({ length: COUNT }, (_, key) => (
              <Skeleton key={key} height={360} radius={16} />
            ))}
          </div>
        </Loading>
      ) : courses.isError ? (
        <ErrorState
          title="Courses could not be loaded"
          error={courses.error}
          onRetry={() => void courses.refetch()}
          level={3}
        />
      ) : courses.data.length === 0 ? (
        <EmptyState title="The catalogue is being updated" level={3}>
          New courses appear here soon.
        </EmptyState>
      ) : (
        <ul css={cardGrid(COUNT)}>
          {courses.data.map((course) => (
            <li key={course.id}>
              <Link to={href('course', { courseSlug: course.slug })} css={cardLink}>
                <img
                  src={course.imageUrl}
                  alt=""
                  width={1200}
                  height={630}
                  loading="lazy"
                  decoding="async"
                  css={{
                    width: '100%',
                    height: 'auto',
                    aspectRatio: '1200 / 630',
                    objectFit: 'cover',
                    background: color.brandSubtle,
                  }}
                />
                <div css={{ padding: 18, display: 'flex', flexDirection: 'column', gap: 8, flex: 1 }}>
                  <p css={{ margin: 0, fontSize: 13, color: color.muted }}>
                    <span css={{ textTransform: 'capitalize' }}>{course.level}</span> · {course.lecturesCount} lectures
                    · {formatDuration(course.durationMinutes)}
                  </p>
                  <h3 css={{ fontWeight: 700, fontSize: 18, margin: 0 }}>{course.title}</h3>
                  <RatingDisplay rating={course.rating} votes={course.votes} name={course.title} size={16} />
                  {course.isFree ? (
                    <span
                      css={{
                        alignSelf: 'flex-start',
                        fontSize: 12,
                        fontWeight: 700,
                        color: '#166534',
                        background: '#DCFCE7',
                        padding: '2px 8px',
                        borderRadius: 999,
                      }}
                    >
                      Free course
                    </span>
                  ) : null}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </LandingSection>
  );
}
