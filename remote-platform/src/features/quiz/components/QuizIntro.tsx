/** @jsxImportSource @qa/shared/ui/light-jsx */
import { Button } from '@qa/shared/ui/primitives/Button';
import { Card } from '@qa/shared/ui/primitives/Card';
import { CardTitle } from '@qa/shared/ui/primitives/heading';
import { mutedText, smallMutedText } from '@qa/shared/ui/chakra/chakra-look/layout';
import type { Quiz } from '../api/quiz';
import { scoreLine } from '../hooks/use-quiz-session';

/** Before the first question: how long the quiz is, what passing takes, and the learner's last try. */
export function QuizIntro({ quiz, onStart }: { quiz: Quiz; onStart: () => void }) {
  const last = quiz.lastAttempt;
  const count = quiz.questions.length;
  return (
    <Card as="section">
      <CardTitle as="h2">
        {count} {count === 1 ? 'question' : 'questions'} · pass mark {quiz.passPercent} %
      </CardTitle>
      <p css={mutedText}>
        Answer every question, then submit: your answers are scored at once, with the right answers and why. You can try
        as often as you like.
      </p>
      {last ? (
        <p css={smallMutedText}>
          Your last attempt: {scoreLine(last)} · {last.passed ? 'Passed' : 'Not passed yet'}
        </p>
      ) : null}
      <div>
        <Button size="lg" onClick={onStart}>
          Start quiz
        </Button>
      </div>
    </Card>
  );
}
