/** @jsxImportSource @qa/shared/ui/light-jsx */
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { VisuallyHidden } from '@qa/shared/ui/styles/light';
import { row, smallMutedText } from '@qa/shared/ui/chakra/chakra-look/layout';
import { token } from '@qa/shared/ui/styles/tokens';
import type { QuizSummary } from '../../../api/course-types';
import { plural } from '../../../lib/course-format';
import { LectureIcon } from './LectureIcon';
import { lectureLink, lectureRow } from './syllabus-look';

const quizTitle = [row('spacing-3'), { minWidth: 0 }];
const quizMeta = [smallMutedText, { flexShrink: 0 }];
/** A tick once passed, else the quiz's icon or a padlock. */
const markStyle = (passed: boolean) =>
  ({
    color: token(passed ? 'colors-green-600' : 'colors-brand-fg'),
    width: token('sizes-5'),
    textAlign: 'center',
  }) as const;

/** A section's quiz, after its lectures: passed, locked (no access to the course) or to take. */
export function SyllabusQuizRow({
  quiz,
  courseSlug,
  passed,
  open,
}: {
  quiz: QuizSummary;
  courseSlug: string;
  passed: boolean;
  open: boolean;
}) {
  const mark = passed ? 'Passed' : open ? null : 'Locked';
  return (
    <li css={lectureRow}>
      <div css={quizTitle}>
        <span aria-hidden="true" css={markStyle(passed)}>
          <LectureIcon kind={passed ? 'done' : open ? 'quiz' : 'locked'} />
        </span>
        <Link to={href('quiz', { courseSlug, quizId: String(quiz.id) })} css={lectureLink}>
          {quiz.title}
        </Link>
        {mark ? <VisuallyHidden>({mark})</VisuallyHidden> : null}
      </div>
      <p css={quizMeta}>Quiz · {plural(quiz.questionsCount, 'question')}</p>
    </li>
  );
}
