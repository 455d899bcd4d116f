/** @jsxImportSource @qa/shared/ui/light-jsx */
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { canWatch, type CourseViewProps } from '../hooks/use-course-access';
import { formatDuration, formatMediaLength } from '@qa/shared/kernel/format/duration';
import { plural } from '../../../lib/course-format';
import { LectureIcon } from './LectureIcon';
import { lectureLink, lectureRow } from './syllabus-look';
import { SyllabusQuizRow } from './SyllabusQuizRow';
import { borderLine, panel, row, smallMutedText, stack } from '@qa/shared/ui/chakra/chakra-look/layout';
import { token } from '@qa/shared/ui/styles/tokens';
import { Badge } from '@qa/shared/ui/primitives/Badge';
import { CardTitle, SectionHeading } from '@qa/shared/ui/primitives/heading';
import { VisuallyHidden } from '@qa/shared/ui/styles/light';

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

const lectureList = { listStyleType: 'none', margin: 0, padding: 0 } as const;
const lectureTitle = [row('spacing-3'), { minWidth: 0 }];
const lectureMeta = [row('spacing-2'), { flexShrink: 0 }];
/** A tick once watched, else a play or a padlock, muted. */
const markStyle = (done: boolean) =>
  ({
    color: token(done ? 'colors-green-600' : 'colors-fg-muted'),
    width: token('sizes-5'),
    textAlign: 'center',
  }) as const;

export function Syllabus({ course, access, progress }: CourseViewProps) {
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
          <ol css={lectureList}>
            {lectures.map((lecture) => {
              const open = canWatch(access, lecture);
              const mark = done.has(lecture.id) ? 'Completed' : open ? null : 'Locked';
              return (
                <li key={lecture.id} css={lectureRow}>
                  <div css={lectureTitle}>
                    <span aria-hidden="true" css={markStyle(done.has(lecture.id))}>
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
                  <div css={lectureMeta}>
                    {lecture.isFreePreview && access !== 'open' ? <Badge tone="success">Free preview</Badge> : null}
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
