/** @jsxImportSource @qa/shared/ui/light-jsx */
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import type { CourseDetail, CourseProgress } from '../../../api/course-types';
import { canWatch, type CourseAccess } from '../hooks/use-course-access';
import { formatDuration, formatMediaLength } from '@qa/shared/kernel/format/duration';
import { plural } from '../../../lib/course-format';
import { LectureIcon } from './LectureIcon';
import { lectureLink, lectureRow } from './syllabus-look';
import { SyllabusQuizRow } from './SyllabusQuizRow';
import { borderLine, panel, row, smallMutedText, stack } from '@qa/shared/ui/chakra-look/layout';
import { token } from '@qa/shared/ui/tokens';
import { badgeStyle } from '@qa/shared/ui/primitives/Badge';
import { CardTitle, SectionHeading } from '@qa/shared/ui/primitives/heading';
import { VisuallyHidden } from '@qa/shared/ui/light';

export interface Section<T> {
  title: string;
  lectures: T[];
}

/** Consecutive lectures of one section title, in syllabus order (an untitled one is "Section n"). */
export function sectionsOf<T extends { section: string }>(lectures: T[]): Section<T>[] {
  const sections: Section<T>[] = [];
  for (const lecture of lectures) {
    const last = sections[sections.length - 1];
    if (last && last.lectures[0]?.section === lecture.section) last.lectures.push(lecture);
    else sections.push({ title: lecture.section || `Section ${sections.length + 1}`, lectures: [lecture] });
  }
  return sections;
}

const sectionHeader = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: token('spacing-3'),
  paddingInline: token('spacing-4'),
  paddingBlock: token('spacing-3'),
  borderBottom: borderLine,
} as const;

const freePreview = [badgeStyle(), { background: token('colors-green-subtle'), color: token('colors-green-fg') }];

export function Syllabus({
  course,
  access,
  progress,
}: {
  course: CourseDetail;
  access: CourseAccess;
  progress: CourseProgress | undefined;
}) {
  const done = new Set(progress?.completedLectureIds ?? []);
  const passed = new Set(progress?.passedQuizIds ?? []);
  return (
    <section aria-labelledby="syllabus" css={stack('spacing-4')}>
      <SectionHeading id="syllabus">Syllabus</SectionHeading>
      <p css={smallMutedText}>
        {plural(course.lectures.length, 'lecture')} · {formatDuration(course.durationMinutes)}
      </p>
      {sectionsOf(course.lectures).map(({ title, lectures }, index) => (
        <div key={lectures[0]?.id ?? index} css={panel}>
          <div css={sectionHeader}>
            <CardTitle>
              {index + 1}. {title}
            </CardTitle>
            <p css={smallMutedText}>
              {plural(lectures.length, 'lecture')} ·{' '}
              {formatMediaLength(lectures.reduce((sum, lecture) => sum + lecture.durationSeconds, 0))} of video
            </p>
          </div>
          <ol css={{ listStyleType: 'none', margin: 0, padding: 0 }}>
            {lectures.map((lecture) => {
              const open = canWatch(access, lecture);
              const mark = done.has(lecture.id) ? 'Completed' : open ? null : 'Locked';
              return (
                <li key={lecture.id} css={lectureRow}>
                  <div css={[row('spacing-3'), { minWidth: 0 }]}>
                    <span
                      aria-hidden="true"
                      css={{
                        color: token(done.has(lecture.id) ? 'colors-green-600' : 'colors-fg-muted'),
                        width: token('sizes-5'),
                        textAlign: 'center',
                      }}
                    >
                      <LectureIcon kind={done.has(lecture.id) ? 'done' : open ? 'play' : 'locked'} />
                    </span>
                    <Link
                      to={href('lecture', { courseSlug: course.slug, lectureId: String(lecture.id) })}
                      css={lectureLink}
                    >
                      {lecture.position}. {lecture.title}
                    </Link>
                    {mark ? <VisuallyHidden>({mark})</VisuallyHidden> : null}
                  </div>
                  <div css={[row('spacing-2'), { flexShrink: 0 }]}>
                    {lecture.isFreePreview && access !== 'open' ? <span css={freePreview}>Free preview</span> : null}
                    <p css={smallMutedText}>{formatMediaLength(lecture.durationSeconds)}</p>
                  </div>
                </li>
              );
            })}
            {course.quizzes
              .filter((quiz) => lectures.some((lecture) => lecture.id === quiz.afterLectureId))
              .map((quiz) => (
                <SyllabusQuizRow
                  key={`quiz-${quiz.id}`}
                  quiz={quiz}
                  courseSlug={course.slug}
                  passed={passed.has(quiz.id)}
                  open={access === 'open'}
                />
              ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
