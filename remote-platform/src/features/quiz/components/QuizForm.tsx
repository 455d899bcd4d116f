/** @jsxImportSource @qa/shared/ui/light-jsx */
import { Button } from '@qa/shared/ui/primitives/Button';
import { ErrorState } from '@qa/shared/ui/primitives/PageStates';
import { ButtonLoader } from '@qa/shared/ui/chakra/chakra-look/ButtonLoader';
import { hstack, smallMutedText, stack } from '@qa/shared/ui/chakra/chakra-look/layout';
import { token } from '@qa/shared/ui/styles/tokens';
import type { Quiz } from '../api/quiz';
import { questionList, type QuizSession } from '../hooks/use-quiz-session';
import { QuizQuestionField } from './QuizQuestionField';

const missingNote = {
  margin: 0,
  padding: token('spacing-4'),
  borderRadius: token('radii-lg'),
  border: `1px solid ${token('colors-red-200')}`,
  background: token('colors-red-50'),
  color: token('colors-red-800'),
} as const;

const submitRow = [hstack('spacing-4'), { justifyContent: 'space-between' }];

/**
 * The questions, one fieldset each, and the submit. Submit is marked disabled (`aria-disabled`, still
 * focusable) until every question has an answer; pressed anyway, it names the ones left. A failed
 * submit keeps every answer and offers Retry; the server's sentence (429, 400) is shown as it comes.
 */
export function QuizForm({ quiz, session }: { quiz: Quiz; session: QuizSession }) {
  const { answers, missing, triedIncomplete, submit } = session;
  const total = quiz.questions.length;
  const answered = total - missing.length;
  const incomplete = missing.length > 0;
  return (
    <form
      noValidate
      aria-label={quiz.title}
      css={stack('spacing-5')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!submit.isPending) session.send();
      }}
    >
      {quiz.questions.map((question, index) => (
        <QuizQuestionField
          key={question.id}
          question={question}
          number={index + 1}
          total={total}
          chosen={answers[question.id] ?? []}
          missing={triedIncomplete && missing.includes(index + 1)}
          disabled={submit.isPending}
          onChoose={(chosen) => session.choose(question, chosen)}
        />
      ))}
      {triedIncomplete && incomplete ? (
        <p role="alert" css={missingNote}>
          Answer every question before you submit. Not answered yet: {questionList(missing)}.
        </p>
      ) : null}
      {submit.isError ? (
        <ErrorState
          title="Your answers were not sent"
          headingLevel="h3"
          error={submit.error}
          onRetry={() => session.send()}
        />
      ) : null}
      <div css={submitRow}>
        <p css={smallMutedText} aria-live="polite">
          {answered} of {total} answered
        </p>
        <Button
          type="submit"
          size="lg"
          aria-disabled={incomplete || undefined}
          aria-busy={submit.isPending || undefined}
          disabled={submit.isPending}
        >
          <ButtonLoader loading={submit.isPending} text="Submitting…">
            Submit answers
          </ButtonLoader>
        </Button>
      </div>
    </form>
  );
}
