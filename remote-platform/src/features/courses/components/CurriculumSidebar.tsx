/** @jsxImportSource @qa/shared/ui/light-jsx */
import { Fragment, type ReactNode } from 'react';
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { token } from '@qa/shared/ui/styles/tokens';
import { VisuallyHidden } from '@qa/shared/ui/styles/light';
import { borderLine, mutedText, panel, stack } from '@qa/shared/ui/chakra/chakra-look/layout';
import { CardTitle } from '@qa/shared/ui/primitives/heading';
import type { CourseDetail, CourseProgress, QuizSummary } from '../../../api/course-types';
import { canWatch, type CourseAccess } from '../hooks/use-course-access';
import { formatMediaLength } from '@qa/shared/kernel/format/duration';
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

const mark = { width: token('sizes-5'), flexShrink: 0, color: token('colors-fg-muted') } as const;
const finishedMark = { ...mark, color: token('colors-green-600') } as const;
const itemText = { display: 'flex', flexDirection: 'column', gap: 0, flex: 1, minWidth: 0 } as const;
const itemTitle = { fontSize: token('font-sizes-sm') } as const;
const head = [stack('spacing-1'), { padding: token('spacing-4'), borderBottom: borderLine }];
const percentLine = [mutedText, { fontSize: token('font-sizes-xs'), marginBottom: token('spacing-1') }];
/** The bar filled to `percent` of the track. */
const bar = (percent: number) =>
  ({ height: token('sizes-full'), width: `${percent}%`, background: token('colors-brand-500') }) as const;
const list = { listStyleType: 'none', margin: 0, padding: token('spacing-2') } as const;

type ItemState = 'Completed' | 'Passed' | 'Locked' | null;

/** Done (a tick), locked (a padlock), else the lecture's number or the quiz's icon. */
function ItemMark({ state, children }: { state: ItemState; children: ReactNode }) {
  const finished = state === 'Completed' || state === 'Passed';
  return (
    <span aria-hidden="true" css={finished ? finishedMark : mark}>
      {finished ? <LectureIcon kind="done" /> : state === 'Locked' ? <LectureIcon kind="locked" /> : children}
    </span>
  );
}

function ItemText({ title, state, detail }: { title: string; state: ItemState; detail: string }) {
  return (
    <div css={itemText}>
      <span css={itemTitle}>
        {title}
        {state ? <VisuallyHidden> ({state})</VisuallyHidden> : null}
      </span>
      <span css={duration}>{detail}</span>
    </div>
  );
}

/**
 * The course's lectures beside the player, each section's quiz after its last lecture: where you
 * are, what is done or passed, what is locked.
 */
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
  const passed = new Set(progress?.passedQuizIds ?? []);
  const quizAfter = new Map(course.quizzes.map((quiz) => [quiz.afterLectureId, quiz]));
  // A quiz is open to whoever may watch the whole course, as a lecture that is no free preview.
  const quizState = (quiz: QuizSummary): ItemState =>
    passed.has(quiz.id) ? 'Passed' : canWatch(access, { isFreePreview: false }) ? null : 'Locked';
  return (
    <nav aria-label="Course content" css={panel}>
      <div css={head}>
        <CardTitle as="h2">Course content</CardTitle>
        {progress ? (
          <div>
            <p css={percentLine}>{progress.percent}% complete</p>
            <div css={track}>
              <div css={bar(progress.percent)} />
            </div>
          </div>
        ) : null}
      </div>
      <ol css={list}>
        {course.lectures.map((lecture) => {
          const current = lecture.id === currentId;
          const state = done.has(lecture.id) ? 'Completed' : canWatch(access, lecture) ? null : 'Locked';
          const quiz = quizAfter.get(lecture.id);
          return (
            <Fragment key={lecture.id}>
              <li>
                <Link
                  to={href('lecture', { courseSlug: course.slug, lectureId: String(lecture.id) })}
                  aria-current={current ? 'page' : undefined}
                  css={current ? [item, currentItem] : item}
                >
                  <ItemMark state={state}>{lecture.position}</ItemMark>
                  <ItemText title={lecture.title} state={state} detail={formatMediaLength(lecture.durationSeconds)} />
                </Link>
              </li>
              {quiz ? (
                <li>
                  <Link to={href('quiz', { courseSlug: course.slug, quizId: quiz.id })} css={item}>
                    <ItemMark state={quizState(quiz)}>
                      <LectureIcon kind="quiz" />
                    </ItemMark>
                    <ItemText
                      title={quiz.title}
                      state={quizState(quiz)}
                      detail={`Quiz · ${quiz.questionsCount} ${quiz.questionsCount === 1 ? 'question' : 'questions'}`}
                    />
                  </Link>
                </li>
              ) : null}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
