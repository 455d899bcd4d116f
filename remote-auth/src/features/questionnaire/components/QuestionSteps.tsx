/** @jsxImportSource @qa/shared/ui/light-jsx */
/** One step of the questionnaire: its progress line, and a choice or text question. */
import { useId } from 'react';
import { smallMutedText, stack } from '@qa/shared/ui/chakra/chakra-look/layout';
import { token } from '@qa/shared/ui/styles/tokens';
import { input } from '@qa/shared/ui/primitives/field-look';
import { ChoiceOptions } from '@qa/shared/ui/primitives/FormField';
import type { Question } from '../api/questions';

export const TEXT_MAX_LENGTH = 2000;

/** The answer being written for one question. */
export interface Draft {
  optionIds: string[];
  text: string;
}

const progressTrack = {
  height: token('sizes-2'),
  borderRadius: token('radii-full'),
  background: token('colors-gray-100'),
  overflow: 'hidden',
} as const;

/** The bar filled to `share` (0–1) of the track. */
const progressBar = (share: number) =>
  ({
    width: `${share * 100}%`,
    height: '100%',
    background: token('colors-brand-solid'),
    transition: 'width 0.2s',
  }) as const;

const progressBlock = [stack('spacing-2'), { marginBottom: token('spacing-5') }];
const progressLabel = [smallMutedText, { fontWeight: token('font-weights-medium') }];

export function StepProgress({ step, total }: { step: number; total: number }) {
  const label = `Question ${step + 1} of ${total}`;
  return (
    <div css={progressBlock}>
      <p css={progressLabel}>{label}</p>
      <div
        role="progressbar"
        aria-label="Questionnaire progress"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step + 1}
        aria-valuetext={label}
        css={progressTrack}
      >
        <div css={progressBar((step + 1) / total)} />
      </div>
    </div>
  );
}

interface QuestionProps {
  question: Question;
  draft: Draft;
  error: string | undefined;
  onChange: (draft: Draft) => void;
}

// The question is focused by script only (on a step change), so it needs no focus ring.
const headingStyle = {
  display: 'block',
  padding: 0,
  marginBottom: token('spacing-3'),
  fontSize: token('font-sizes-lg'),
  fontWeight: token('font-weights-semibold'),
  outline: 'none',
} as const;

const bareFieldset = { margin: 0, padding: 0, border: 0 } as const;
const choiceHint = [smallMutedText, { marginTop: `-${token('spacing-2')}`, marginBottom: token('spacing-3') }];
const choiceError = { marginTop: token('spacing-2') } as const;

const stepError = { margin: 0, fontSize: token('font-sizes-sm'), color: token('colors-red-600') } as const;

export function ChoiceQuestion({ question, draft, error, onChange }: QuestionProps) {
  const multiple = question.kind === 'multiple';
  const id = useId();
  const [hintId, errorId] = [`${id}-hint`, `${id}-error`];
  const describedBy = [error && errorId, multiple && hintId].filter(Boolean).join(' ');
  return (
    <fieldset css={bareFieldset} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined}>
      <legend tabIndex={-1} data-step-heading css={headingStyle}>
        {question.text}
      </legend>
      {multiple && (
        <p id={hintId} css={choiceHint}>
          Choose all that apply.
        </p>
      )}
      <div css={stack('spacing-2')}>
        <ChoiceOptions
          name={`question-${question.id}`}
          multiple={multiple}
          options={question.options}
          chosen={draft.optionIds}
          onChange={(optionIds) => onChange({ ...draft, optionIds })}
        />
      </div>
      {error && (
        <div css={choiceError}>
          <StepError id={errorId} message={error} />
        </div>
      )}
    </fieldset>
  );
}

/** Chakra's `Textarea` (variant outline, size md): the input's look at its own size. */
const textarea = [
  input,
  {
    height: 'auto',
    minWidth: 0,
    paddingInline: token('spacing-3'),
    paddingBlock: token('spacing-2'),
    fontSize: token('font-sizes-sm'),
    lineHeight: '1.25rem',
    scrollPaddingBottom: token('spacing-2'),
    resize: 'vertical',
  },
];

export function TextQuestion({ question, draft, error, onChange }: QuestionProps) {
  const id = useId();
  const [errorId, countId] = [`${id}-error`, `${id}-count`];
  return (
    <div css={stack('spacing-2')}>
      <label htmlFor={id} tabIndex={-1} data-step-heading css={headingStyle}>
        {question.text}
      </label>
      <textarea
        css={textarea}
        id={id}
        value={draft.text}
        maxLength={TEXT_MAX_LENGTH}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${countId}` : countId}
        onChange={(event) => onChange({ ...draft, text: event.target.value })}
      />
      <p id={countId} css={smallMutedText}>
        {TEXT_MAX_LENGTH - draft.text.length} characters left
      </p>
      {error && <StepError id={errorId} message={error} />}
    </div>
  );
}

function StepError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} css={stepError}>
      {message}
    </p>
  );
}
