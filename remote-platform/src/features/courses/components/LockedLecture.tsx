/** @jsxImportSource @qa/shared/ui/light-jsx */
import { mq, token } from '@qa/shared/ui/styles/tokens';
import type { CourseDetail, CourseProgress } from '../../../api/course-types';
import type { CourseAccess } from '../hooks/use-course-access';
import { CourseCta } from './CourseCta';
import { LectureIcon } from './LectureIcon';
import { mutedText, stack } from '@qa/shared/ui/chakra/chakra-look/layout';
import { SectionHeading } from '@qa/shared/ui/primitives/heading';

const frame = {
  display: 'flex',
  alignItems: 'center',
  border: `1px solid ${token('colors-brand-100')}`,
  background: token('colors-brand-50'),
  borderRadius: token('radii-xl'),
  padding: token('spacing-6'),
  [mq.md]: { padding: token('spacing-10'), aspectRatio: 16 / 9 },
} as const;

const body = [stack('spacing-3'), { maxWidth: token('sizes-lg') }];
const padlock = { color: token('colors-brand-fg') } as const;

/** In place of the player when the lecture is not open to this visitor: why, and how to unlock it. */
export function LockedLecture({
  course,
  access,
  progress,
  message = null,
}: {
  course: CourseDetail;
  access: CourseAccess;
  progress: CourseProgress | undefined;
  /** The API's own reason, when it refused a lecture the page thought open. */
  message?: string | null;
}) {
  return (
    <div css={frame}>
      <div css={body}>
        <div css={padlock}>
          <LectureIcon kind="locked" size={36} />
        </div>
        <SectionHeading>This lecture is locked</SectionHeading>
        <p css={mutedText}>
          {message ??
            (access === 'anonymous'
              ? course.isFree
                ? 'Sign up for free to watch every lecture of this course and keep your progress.'
                : 'This course is part of the paid plans. Sign up and choose a plan to watch it.'
              : 'This course is part of the paid plans. Upgrade to watch every lecture and earn the certificate.')}
        </p>
        <CourseCta course={course} access={access} progress={progress} />
      </div>
    </div>
  );
}
