/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useParams } from '@qa/shared/kernel/routing/router';
import { NotFound } from '@qa/shared/ui/widgets/NotFound';
import { mq, token } from '@qa/shared/ui/styles/tokens';
import { useDocumentTitle } from '@qa/shared/ui/hooks/use-document-title';
import { useCourse } from '../features/courses/api/course';
import { useCourseProgress } from '../features/courses/api/course-progress';
import { CourseCta } from '../features/courses/components/CourseCta';
import { CourseHero } from '../features/courses/components/CourseHero';
import { CoursePageSkeleton } from '../features/courses/components/CoursePageSkeleton';
import { InstructorCard } from '../features/courses/components/InstructorCard';
import { Syllabus } from '../features/courses/components/Syllabus';
import { useCourseAccess } from '../features/courses/hooks/use-course-access';
import { ErrorState } from '@qa/shared/ui/primitives/PageStates';
import { isNotFound } from '@qa/shared/data/retry';
import type { PagePrefetch } from '@qa/shared/kernel/contracts/remote-contracts';
import { courseQueryOptions } from '../features/courses/api/course';
import { mutedText, stack } from '@qa/shared/ui/chakra/chakra-look/layout';
import { Grid, pageContainerStyle } from '@qa/shared/ui/primitives/layout';
import { Card, cardBody, cardStyle, CoverImage } from '@qa/shared/ui/primitives/Card';
import { SectionHeading } from '@qa/shared/ui/primitives/heading';

/** The hero and the sections in the first column; from `lg` on, the cover card beside them, sticky. */
const layout = {
  display: 'grid',
  // `minmax(0, …)`: a column of `1fr` grows to its widest unbreakable line (a lecture title kept on
  // one line), and the page would be wider than a phone.
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  columnGap: token('spacing-10'),
  rowGap: token('spacing-8'),
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 360px', rowGap: token('spacing-10') },
} as const;

/** The kit's card, sticky beside the hero from `lg` on (`Card` itself takes no layout). */
const coverCard = [
  cardStyle,
  {
    height: 'auto',
    boxShadow: token('shadows-sm'),
    [mq.lg]: { gridColumn: 2, gridRow: '1 / span 2', position: 'sticky', top: '88px' },
  },
];

const sections = [stack('spacing-10'), { [mq.lg]: { gridColumn: 1 } }];
const description = [mutedText, { marginBottom: token('spacing-4') }];
const learnItem = { display: 'flex', gap: token('spacing-2') } as const;
const tick = { color: token('colors-brand-fg') } as const;

export default function CoursePage() {
  const { courseSlug = '' } = useParams();
  const course = useCourse(courseSlug);
  const progress = useCourseProgress(courseSlug);
  const access = useCourseAccess(course.data);
  useDocumentTitle(course.data?.title ?? (course.isError ? null : 'Course'));

  if (course.isError && isNotFound(course.error)) return <NotFound />;
  // On the light layer (route table `ui: 'light'`), as the catalogue: the click from a card loads no Chakra.
  return (
    <div css={pageContainerStyle}>
      {course.isPending ? (
        <CoursePageSkeleton />
      ) : course.isError ? (
        <ErrorState title="The course could not be loaded" error={course.error} onRetry={() => void course.refetch()} />
      ) : (
        <div css={layout}>
          <CourseHero course={course.data} />
          <div css={coverCard}>
            <CoverImage src={course.data.imageUrl} priority />
            <div css={cardBody}>
              <CourseCta course={course.data} access={access} progress={progress.data} />
            </div>
          </div>
          <div css={sections}>
            <section aria-labelledby="learn" css={stack('spacing-3')}>
              <SectionHeading id="learn">What you will learn</SectionHeading>
              <Card as="div">
                <p css={description}>{course.data.description}</p>
                <Grid as="ul" columns={{ base: 1, md: 2 }} gap="3">
                  {course.data.lectures.slice(0, 6).map((lecture) => (
                    <li key={lecture.id} css={learnItem}>
                      <span aria-hidden="true" css={tick}>
                        ✓
                      </span>
                      {lecture.title}
                    </li>
                  ))}
                </Grid>
              </Card>
            </section>
            <Syllabus course={course.data} access={access} progress={progress.data} />
            {course.data.instructor ? (
              <InstructorCard instructor={course.data.instructor} courseSlug={course.data.slug} />
            ) : null}
          </div>
        </div>
      )}
    </div>
  );
}

/** The course starts loading with the page's code (remote-contracts `prefetch`); the visitor's progress waits for the page. */
export const prefetch: PagePrefetch = ({ params, queryClient }) =>
  params.courseSlug ? queryClient.prefetchQuery(courseQueryOptions(params.courseSlug)) : undefined;
