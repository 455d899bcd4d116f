/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useEffect, useRef } from 'react';
import { Badge } from '@qa/shared/ui/primitives/Badge';
import { Button, ButtonLink } from '@qa/shared/ui/primitives/Button';
import { Card } from '@qa/shared/ui/primitives/Card';
import { sectionTitleStyle } from '@qa/shared/ui/primitives/heading';
import { hstack, mutedText, stack } from '@qa/shared/ui/chakra/chakra-look/layout';
import { token } from '@qa/shared/ui/styles/tokens';
import type { Quiz, QuizAttempt } from '../api/quiz';
import { scoreLine } from '../hooks/use-quiz-session';
import { QuizResultItem } from './QuizResultItem';

const score = {
  margin: 0,
  fontSize: token('font-sizes-3xl'),
  fontWeight: token('font-weights-bold'),
  fontVariantNumeric: 'tabular-nums',
} as const;

// Focused by script only (when the result appears), so it needs no focus ring.
const resultHeading = [sectionTitleStyle, { '&:focus': { outline: 'none' } }];
const answers = [stack('spacing-3'), { listStyle: 'none', margin: 0, padding: 0 }];

/**
 * The scored attempt. Its heading takes focus when it appears, so a screen reader hears the result
 * right after submitting. Passed: on to the next lecture (or the course) and, when this finished the
 * course, the certificate; either way "Try again" starts a new attempt.
 */
export function QuizResult({
  quiz,
  attempt,
  continueTo,
  certificateTo,
  onTryAgain,
}: {
  quiz: Quiz;
  attempt: QuizAttempt;
  /** Where "Continue" goes: the lecture after this quiz's section, or the course. */
  continueTo: string;
  /** The certificate page, when this attempt finished the course. */
  certificateTo: string | null;
  onTryAgain: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div css={stack('spacing-6')}>
      <Card as="section">
        <h2 ref={heading} tabIndex={-1} css={resultHeading}>
          Your result
        </h2>
        <div css={hstack('spacing-3')}>
          <p css={score}>{scoreLine(attempt)}</p>
          <Badge tone={attempt.passed ? 'success' : 'neutral'}>{attempt.passed ? 'Passed' : 'Not passed yet'}</Badge>
        </div>
        <p css={mutedText}>
          {attempt.passed
            ? certificateTo
              ? 'You passed, and that finished the course: your certificate is ready.'
              : 'You passed this section. Well done.'
            : `You need ${quiz.passPercent} % to pass. Read the explanations below and try again.`}
        </p>
        <div css={hstack('spacing-3')}>
          {attempt.passed && certificateTo ? <ButtonLink to={certificateTo}>View your certificate</ButtonLink> : null}
          {attempt.passed ? (
            <ButtonLink to={continueTo} variant={certificateTo ? 'secondary' : 'primary'}>
              Continue
            </ButtonLink>
          ) : null}
          <Button variant={attempt.passed ? 'secondary' : 'primary'} onClick={onTryAgain}>
            Try again
          </Button>
        </div>
      </Card>
      <section aria-labelledby="quiz-answers" css={stack('spacing-3')}>
        <h2 id="quiz-answers" css={sectionTitleStyle}>
          Your answers
        </h2>
        <ol css={answers}>
          {quiz.questions.map((question, index) => {
            const result = attempt.results.find((r) => r.questionId === question.id);
            return result ? (
              <QuizResultItem key={question.id} question={question} result={result} number={index + 1} />
            ) : null;
          })}
        </ol>
      </section>
    </div>
  );
}
