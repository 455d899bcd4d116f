/** @jsxImportSource @qa/shared/ui/light-jsx */
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { token } from '@qa/shared/ui/tokens';
import { VisuallyHidden } from '@qa/shared/ui/light';
import { borderLine, heading, mutedText, panel, stack } from '@qa/shared/ui/chakra-look/layout';
import type { CourseDetail, CourseProgress } from '../api/types';
import { canWatch, type CourseAccess } from '../hooks/use-course-access';
import { formatDuration } from '@qa/shared/kernel/format/duration';
import { LectureIcon } from './LectureIcon';

const track = {
  height: token('sizes-1.5'),
  background: token('colors-gray-100'),
  borderRadius: token('radii-full'),
  overflow: 'hidden',
} as const;

const item = {
  display: 'flex',
  color: 'inherit',
  textDecoration: 'none',
  gap: token('spacing-3'),
  alignItems: 'flex-start',
  paddingInline: token('spacing-3'),
  paddingBlock: token('spacing-2.5'),
  borderRadius: token('radii-md'),
  fontWeight: token('font-weights-normal'),
  '&:hover': { background: token('colors-gray-50') },
  '&:focus-visible': { outline: '2px solid', outlineColor: token('colors-brand-500') },
} as const;

const currentItem = {
  background: token('colors-brand-50'),
  fontWeight: token('font-weights-semibold'),
  '&:hover': { background: token('colors-brand-50') },
} as const;

const duration = {
  display: 'flex',
  alignItems: 'center',
  gap: token('spacing-2'),
  fontSize: token('font-sizes-xs'),
  color: token('colors-fg-muted'),
} as const;

/** The course's lectures beside the player: where you are, what is done, what is locked. */
export function CurriculumSidebar({
  course,
  currentId,
  access,
  progress,
}: {
  course: CourseDetail;
  currentId: number;
  access: CourseAccess;
  progress: CourseProgress | undefined;
}) {
  const done = new Set(progress?.completedLectureIds ?? []);
  return (
    <nav aria-label="Course content" css={panel}>
      <div css={[stack('spacing-1'), { padding: token('spacing-4'), borderBottom: borderLine }]}>
        <h2 css={heading('sm')}>Course content</h2>
        {progress ? (
          <div>
            <p css={[mutedText, { fontSize: token('font-sizes-xs'), marginBottom: token('spacing-1') }]}>
              {progress.percent}% complete
            </p>
            <div css={track}>
              <div
                css={{
                  height: token('sizes-full'),
                  width: `${progress.percent}%`,
                  background: token('colors-brand-500'),
                }}
              />
            </div>
          </div>
        ) : null}
      </div>
      <ol css={{ listStyleType: 'none', margin: 0, padding: token('spacing-2') }}>
        {course.lectures.map((lecture) => {
          const current = lecture.id === currentId;
          const state = done.has(lecture.id) ? 'Completed' : canWatch(access, lecture) ? null : 'Locked';
          return (
            <li key={lecture.id}>
              <Link
                to={href('lecture', { courseSlug: course.slug, lectureId: String(lecture.id) })}
                aria-current={current ? 'page' : undefined}
                css={current ? [item, currentItem] : item}
              >
                <span
                  aria-hidden="true"
                  css={{
                    width: token('sizes-5'),
                    flexShrink: 0,
                    color: token(state === 'Completed' ? 'colors-green-600' : 'colors-fg-muted'),
                  }}
                >
                  {state === 'Completed' ? (
                    <LectureIcon kind="done" />
                  ) : state === 'Locked' ? (
                    <LectureIcon kind="locked" />
                  ) : (
                    lecture.position
                  )}
                </span>
                <div css={{ display: 'flex', flexDirection: 'column', gap: 0, flex: 1, minWidth: 0 }}>
                  <span css={{ fontSize: token('font-sizes-sm') }}>
                    {lecture.title}
                    {state ? <VisuallyHidden> ({state})</VisuallyHidden> : null}
                  </span>
                  <span css={duration}>{formatDuration(lecture.durationMinutes)}</span>
                </div>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
