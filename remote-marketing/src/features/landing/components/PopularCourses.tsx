/** @jsxImportSource @qa/shared/ui/light-jsx */
import { formatDuration } from '@qa/shared/kernel/format/duration';
import { href } from '@qa/shared/kernel/routing/route-table';
import { RatingDisplay } from '@qa/shared/ui/widgets/RatingDisplay';
import { Badge } from '@qa/shared/ui/primitives/Badge';
import { Card, CardGrid, CardLink, cardGridStyle, CoverImage } from '@qa/shared/ui/primitives/Card';
import { CardTitle } from '@qa/shared/ui/primitives/heading';
import { QueryStates, SkeletonBlocks } from '@qa/shared/ui/primitives/QueryStates';
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
      <QueryStates
        query={courses}
        loadingLabel="Loading courses"
        skeleton={
          <div css={cardGridStyle(COUNT)}>
            <SkeletonBlocks count={COUNT} h="90" rounded="2xl" />
          </div>
        }
        errorTitle="Courses could not be loaded"
        empty={{ title: 'The catalogue is being updated', body: 'New courses appear here soon.' }}
        headingLevel="h3"
      >
        {(popular) => (
          <CardGrid columns={COUNT}>
            {popular.map((course) => (
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
      </QueryStates>
    </LandingSection>
  );
}
