/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useParams } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { ApiError } from '@qa/shared/kernel/errors/api-error';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { BackLink } from '@qa/shared/ui/widgets/BackLink';
import { NotFound } from '@qa/shared/ui/widgets/NotFound';
import { token } from '@qa/shared/ui/styles/tokens';
import { useDocumentTitle } from '@qa/shared/ui/hooks/use-document-title';
import { ErrorState, Loading, SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';
import { PageTitle } from '@qa/shared/ui/primitives/heading';
import { stack } from '@qa/shared/ui/chakra/chakra-look/layout';
import { pageContainerStyle } from '@qa/shared/ui/primitives/layout';
import { useCourse } from '../features/courses/api/course';
import { isNotFound } from '@qa/shared/data/retry';
import { useQuiz } from '../features/quiz/api/quiz';
import { QuizLocked } from '../features/quiz/components/QuizLocked';
import { QuizView } from '../features/quiz/components/QuizView';

/** A column of reading width: one question under the other. */
const column = { maxWidth: token('sizes-3xl') } as const;

const isForbidden = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 403;

function QuizSkeleton() {
  return (
    <Loading label="Loading the quiz">
      <div css={stack('spacing-4')}>
        <SkeletonBlock h="10" w="70%" />
        <SkeletonBlock h="5" w="40%" />
        <SkeletonBlock h="48" rounded="xl" />
      </div>
    </Loading>
  );
}

// On the light layer (route table `ui: 'light'`), as the lecture page: from a lecture to its quiz loads no Chakra.
export default function QuizPage() {
  const { courseSlug = '', quizId = '' } = useParams();
  const id = /^\d+$/.test(quizId) ? Number(quizId) : 0;
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const quiz = useQuiz(courseSlug, id);
  const course = useCourse(courseSlug);
  const title = quiz.data?.title ?? course.data?.quizzes.find((summary) => summary.id === id)?.title ?? 'Quiz';
  useDocumentTitle(course.data ? `${title} · ${course.data.title}` : title);

  if (id === 0 || isNotFound(quiz.error) || isNotFound(course.error)) return <NotFound />;
  return (
    <div css={pageContainerStyle}>
      <div css={[stack('spacing-6'), column]}>
        <BackLink text={course.data?.title ?? 'Course'} to={href('course', { courseSlug })} showLogo={false} />
        {isForbidden(quiz.error) ? (
          <>
            <PageTitle>{title}</PageTitle>
            <QuizLocked message={quiz.error.message} />
          </>
        ) : quiz.isError ? (
          <ErrorState title="The quiz could not be loaded" error={quiz.error} onRetry={() => void quiz.refetch()} />
        ) : userId === null || !quiz.data ? (
          // The route is guarded: without a user the session is still starting.
          <QuizSkeleton />
        ) : (
          <QuizView courseSlug={courseSlug} course={course.data} quiz={quiz.data} userId={userId} />
        )}
      </div>
    </div>
  );
}
