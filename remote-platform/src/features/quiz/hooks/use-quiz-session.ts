import { useState } from 'react';
import { useSubmitQuizAttempt, type Quiz, type QuizAnswers, type QuizQuestion } from '../api/quiz';

/**
 * One sitting of a quiz: the intro, the answers while they are given, and the server's scored
 * attempt once sent. The answers live here, not in the form, so a failed submit (network, 429)
 * is retried with them untouched, and "Try again" starts from a clean sheet.
 */
export function useQuizSession(courseSlug: string, quiz: Quiz) {
  const submit = useSubmitQuizAttempt(courseSlug, quiz.id);
  const [started, setStarted] = useState(false);
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const [startedAt, setStartedAt] = useState<string | undefined>(undefined);
  /** The learner pressed submit with questions left: from then on the form names them. */
  const [triedIncomplete, setTriedIncomplete] = useState(false);

  /** The 1-based numbers of the questions without an answer. */
  const missing = quiz.questions.flatMap((question, index) => (answers[question.id]?.length ? [] : [index + 1]));

  const start = () => {
    submit.reset();
    setAnswers({});
    setTriedIncomplete(false);
    setStartedAt(new Date().toISOString());
    setStarted(true);
  };

  /** A question's answer, as the kit's `ChoiceOptions` reports it after a click. */
  const choose = (question: QuizQuestion, chosen: number[]) =>
    setAnswers((current) => ({ ...current, [question.id]: chosen }));

  const send = () => {
    if (missing.length > 0) {
      setTriedIncomplete(true);
      return;
    }
    submit.mutate({ answers, startedAt });
  };

  const view = submit.data ? 'result' : started ? 'answering' : 'intro';
  return { view, answers, missing, triedIncomplete, start, choose, send, submit } as const;
}

export type QuizSession = ReturnType<typeof useQuizSession>;

/** "7 of 9 · 78 %". */
export const scoreLine = ({ score, total, percent }: { score: number; total: number; percent: number }) =>
  `${score} of ${total} · ${percent} %`;

/** "question 2", "questions 2 and 5", "questions 1, 2 and 5". */
export function questionList(numbers: number[]): string {
  if (numbers.length === 1) return `question ${numbers[0]}`;
  return `questions ${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;
}
