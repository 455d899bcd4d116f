/** @jsxImportSource @qa/shared/ui/light-jsx */
import { token } from '@qa/shared/ui/styles/tokens';
import { smallMutedText, stack } from '@qa/shared/ui/chakra/chakra-look/layout';
import { ChoiceOptions } from '@qa/shared/ui/primitives/FormField';
import type { QuizQuestion } from '../api/quiz';

const fieldset = [
  stack('spacing-3'),
  {
    margin: 0,
    minWidth: 0,
    border: `1px solid ${token('colors-border')}`,
    borderRadius: token('radii-xl'),
    padding: token('spacing-5'),
    background: token('colors-bg'),
  },
];

const missingFieldset = { borderColor: token('colors-border-error') } as const;

/** A legend sits on the fieldset's border unless it floats; floated, it is the column's first item. */
const legend = { float: 'left', width: '100%', padding: 0 } as const;

const counter = {
  display: 'block',
  fontSize: token('font-sizes-sm'),
  fontWeight: token('font-weights-semibold'),
  color: token('colors-brand-fg'),
} as const;

const prompt = {
  display: 'block',
  fontSize: token('font-sizes-lg'),
  fontWeight: token('font-weights-semibold'),
  lineHeight: 1.4,
} as const;

const missingHint = [smallMutedText, { color: token('colors-red-600') }];

/** One question: its number and prompt as the group's legend, then a radio per option (single) or a checkbox (multiple). */
export function QuizQuestionField({
  question,
  number,
  total,
  chosen,
  missing,
  disabled,
  onChoose,
}: {
  question: QuizQuestion;
  number: number;
  total: number;
  chosen: number[];
  /** Unanswered after the learner tried to submit. */
  missing: boolean;
  disabled: boolean;
  /** The question's answer after a click: every option now chosen. */
  onChoose: (chosen: number[]) => void;
}) {
  const single = question.kind === 'single';
  const hintId = `quiz-q${question.id}-hint`;
  return (
    <fieldset css={[fieldset, missing && missingFieldset]} disabled={disabled} aria-describedby={hintId}>
      <legend css={legend}>
        <span css={counter}>
          Question {number} of {total}
        </span>
        <span css={prompt}>{question.prompt}</span>
      </legend>
      <p id={hintId} css={missing ? missingHint : smallMutedText}>
        {missing ? 'Not answered yet. ' : ''}
        {single ? 'Choose one answer.' : 'Choose every answer that applies.'}
      </p>
      <ChoiceOptions
        name={`question-${question.id}`}
        multiple={!single}
        options={question.options.map(({ id, text }) => ({ id, label: text }))}
        chosen={chosen}
        onChange={onChoose}
      />
    </fieldset>
  );
}
