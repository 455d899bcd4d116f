/** @jsxImportSource @qa/shared/ui/light-jsx */
import { href } from '@qa/shared/kernel/routing/route-table';
import { PageTitle } from '@qa/shared/ui/primitives/heading';
import { smallMutedText, stack } from '@qa/shared/ui/chakra/chakra-look/layout';
import type { CourseDetail } from '../../../api/course-types';
import type { Quiz } from '../api/quiz';
import { useQuizSession } from '../hooks/use-quiz-session';
import { QuizForm } from './QuizForm';
import { QuizIntro } from './QuizIntro';
import { QuizResult } from './QuizResult';

/** After a passed quiz: the first lecture of the next section, or the course page after the last one. */
export function continueTarget(courseSlug: string, course: CourseDetail | undefined, quizId: number): string {
  const summary = course?.quizzes.find((quiz) => quiz.id === quizId);
  const index = summary ? (course?.lectures.findIndex((lecture) => lecture.id === summary.afterLectureId) ?? -1) : -1;
  const next = index >= 0 ? course?.lectures[index + 1] : undefined;
  return next ? href('lecture', { courseSlug, lectureId: String(next.id) }) : href('course', { courseSlug });
}

/** A loaded quiz: its title, then the intro, the questions or the scored attempt. */
export function QuizView({
  courseSlug,
  course,
  quiz,
  userId,
}: {
  courseSlug: string;
  course: CourseDetail | undefined;
  quiz: Quiz;
  userId: number;
}) {
  const session = useQuizSession(courseSlug, quiz);
  const submission = session.submit.data;
  return (
    <div css={stack('spacing-6')}>
      <div css={stack('spacing-1')}>
        <PageTitle>{quiz.title}</PageTitle>
        <p css={smallMutedText}>
          Quiz · Section {quiz.sectionIndex + 1}: {quiz.section}
        </p>
      </div>
      {session.view === 'result' && submission ? (
        <QuizResult
          quiz={quiz}
          attempt={submission.attempt}
          continueTo={continueTarget(courseSlug, course, quiz.id)}
          certificateTo={
            submission.certificateId === null
              ? null
              : href('certificate', { userId, certificateId: submission.certificateId })
          }
          onTryAgain={session.start}
        />
      ) : session.view === 'answering' ? (
        <QuizForm quiz={quiz} session={session} />
      ) : (
        <QuizIntro quiz={quiz} onStart={session.start} />
      )}
    </div>
  );
}
