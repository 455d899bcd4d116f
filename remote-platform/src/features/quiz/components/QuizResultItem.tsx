/** @jsxImportSource @qa/shared/ui/light-jsx */
import { token } from '@qa/shared/ui/styles/tokens';
import { Badge } from '@qa/shared/ui/primitives/Badge';
import { cardTitleStyle } from '@qa/shared/ui/primitives/heading';
import { hstack, mutedText, stack } from '@qa/shared/ui/chakra/chakra-look/layout';
import type { QuizQuestion, QuizQuestionResult } from '../api/quiz';

const item = [
  stack('spacing-2'),
  {
    padding: token('spacing-5'),
    border: `1px solid ${token('colors-border')}`,
    borderRadius: token('radii-xl'),
    background: token('colors-bg'),
  },
];

const line = { margin: 0 } as const;
const head = [hstack('spacing-3'), { justifyContent: 'space-between', alignItems: 'flex-start' }];
const prompt = [cardTitleStyle, { flex: 1, minWidth: 0 }];
const label = { fontWeight: token('font-weights-semibold') } as const;

const textsOf = (question: QuizQuestion, ids: number[]) =>
  question.options
    .filter((option) => ids.includes(option.id))
    .map((option) => option.text)
    .join(', ') || 'none';

/** One question of a scored attempt: right or wrong, what was chosen, the right answers and why. */
export function QuizResultItem({
  question,
  result,
  number,
}: {
  question: QuizQuestion;
  result: QuizQuestionResult;
  number: number;
}) {
  return (
    <li css={item}>
      <div css={head}>
        <h3 css={prompt}>
          {number}. {question.prompt}
        </h3>
        <Badge tone={result.correct ? 'success' : 'danger'}>{result.correct ? 'Correct' : 'Incorrect'}</Badge>
      </div>
      <p css={line}>
        <span css={label}>Your answer: </span>
        {textsOf(question, result.chosenOptionIds)}
      </p>
      {result.correct ? null : (
        <p css={line}>
          <span css={label}>{result.correctOptionIds.length === 1 ? 'Correct answer: ' : 'Correct answers: '}</span>
          {textsOf(question, result.correctOptionIds)}
        </p>
      )}
      {result.explanation ? <p css={mutedText}>{result.explanation}</p> : null}
    </li>
  );
}
