/** @jsxImportSource @qa/shared/ui/light-jsx */
import { formatDuration } from '@qa/shared/kernel/format/duration';
import { href } from '@qa/shared/kernel/routing/route-table';
import { RatingDisplay } from '@qa/shared/ui/widgets/RatingDisplay';
import { Badge } from '@qa/shared/ui/primitives/Badge';
import { Card, CardGrid, CardLink, cardGridStyle, CoverImage } from '@qa/shared/ui/primitives/Card';
import { CardTitle } from '@qa/shared/ui/primitives/heading';
import { EmptyState, ErrorState, Loading, SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';
import { usePopularCourses } from '../api/popular-courses';
import { LandingSection } from './LandingSection';
import { Text } from '@qa/shared/ui/primitives/text';

const COUNT = 4;

const capitalized = { textTransform: 'capitalize' } as const;

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
          <div css={cardGridStyle(COUNT)}>
            {Array.from({ length: COUNT }, (_, key) => (
              <SkeletonBlock key={key} h="90" rounded="2xl" />
            ))}
          </div>
        </Loading>
      ) : courses.isError ? (
        <ErrorState
          title="Courses could not be loaded"
          error={courses.error}
          onRetry={() => void courses.refetch()}
          headingLevel="h3"
        />
      ) : courses.data.length === 0 ? (
        <EmptyState title="The catalogue is being updated" headingLevel="h3">
          New courses appear here soon.
        </EmptyState>
      ) : (
        <CardGrid columns={COUNT}>
          {courses.data.map((course) => (
            <Card as="li" key={course.id} linked cover={<CoverImage src={course.imageUrl} />}>
              <Text size="sm" tone="muted">
                <span css={capitalized}>{course.level}</span> · {course.lecturesCount} lectures ·{' '}
                {formatDuration(course.durationMinutes)}
              </Text>
              <CardTitle>
                <CardLink to={href('course', { courseSlug: course.slug })}>{course.title}</CardLink>
              </CardTitle>
              <RatingDisplay rating={course.rating} votes={course.votes} name={course.title} size={16} />
              {course.isFree ? (
                <div>
                  <Badge tone="success">Free course</Badge>
                </div>
              ) : null}
            </Card>
          ))}
        </CardGrid>
      )}
    </LandingSection>
  );
}
