/** One step of the questionnaire: its progress line, and a choice or text question. */
import { useId } from 'react';
import { Box, chakra, Stack, Text, Textarea } from '@qa/shared/ui/kit';
import type { Question } from '../api/questions';

export const TEXT_MAX_LENGTH = 2000;

/** The answer being written for one question. */
export interface Draft {
  optionIds: string[];
  text: string;
}

export function StepProgress({ step, total }: { step: number; total: number }) {
  const label = `Question ${step + 1} of ${total}`;
  return (
    <Stack gap="2" mb="5">
      <Text fontSize="sm" fontWeight="medium" color="fg.muted">
        {label}
      </Text>
      <Box
        role="progressbar"
        aria-label="Questionnaire progress"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step + 1}
        aria-valuetext={label}
        h="2"
        rounded="full"
        bg="gray.100"
        overflow="hidden"
      >
        <Box h="full" w={`${((step + 1) / total) * 100}%`} bg="brand.solid" transition="width 0.2s" />
      </Box>
    </Stack>
  );
}

interface QuestionProps {
  question: Question;
  draft: Draft;
  error: string | undefined;
  onChange: (draft: Draft) => void;
}

// The question is focused by script only (on a step change), so it needs no focus ring.
const headingStyle = { fontSize: 'lg', fontWeight: 'semibold', mb: '3', outline: 'none' } as const;

export function ChoiceQuestion({ question, draft, error, onChange }: QuestionProps) {
  const multiple = question.kind === 'multiple';
  const id = useId();
  const [hintId, errorId] = [`${id}-hint`, `${id}-error`];
  const describedBy = [error && errorId, multiple && hintId].filter(Boolean).join(' ');
  const choose = (optionId: string) => {
    if (!multiple) return [optionId];
    const { optionIds } = draft;
    return optionIds.includes(optionId) ? optionIds.filter((chosen) => chosen !== optionId) : [...optionIds, optionId];
  };
  return (
    <chakra.fieldset aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined}>
      <chakra.legend tabIndex={-1} data-step-heading {...headingStyle}>
        {question.text}
      </chakra.legend>
      {multiple && (
        <Text id={hintId} fontSize="sm" color="fg.muted" mt="-2" mb="3">
          Choose all that apply.
        </Text>
      )}
      <Stack gap="2">
        {question.options.map((option) => (
          <chakra.label
            key={option.id}
            display="flex"
            alignItems="center"
            gap="3"
            p="3"
            minH="12"
            borderWidth="1px"
            borderColor="gray.200"
            rounded="lg"
            cursor="pointer"
            _hover={{ bg: 'gray.50' }}
            css={{ '&:has(input:checked)': { borderColor: 'brand.solid', bg: 'brand.subtle' } }}
          >
            <chakra.input
              type={multiple ? 'checkbox' : 'radio'}
              name={`question-${question.id}`}
              value={option.id}
              checked={draft.optionIds.includes(option.id)}
              onChange={() => onChange({ ...draft, optionIds: choose(option.id) })}
              boxSize="5"
              flexShrink="0"
              cursor="pointer"
              accentColor="brand.solid"
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
            />
            {option.label}
          </chakra.label>
        ))}
      </Stack>
      {error && (
        <Box mt="2">
          <StepError id={errorId} message={error} />
        </Box>
      )}
    </chakra.fieldset>
  );
}

export function TextQuestion({ question, draft, error, onChange }: QuestionProps) {
  const id = useId();
  const [errorId, countId] = [`${id}-error`, `${id}-count`];
  return (
    <Stack gap="2">
      <chakra.label htmlFor={id} tabIndex={-1} data-step-heading {...headingStyle}>
        {question.text}
      </chakra.label>
      <Textarea
        id={id}
        value={draft.text}
        maxLength={TEXT_MAX_LENGTH}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${countId}` : countId}
        onChange={(event) => onChange({ ...draft, text: event.target.value })}
      />
      <Text id={countId} fontSize="sm" color="fg.muted">
        {TEXT_MAX_LENGTH - draft.text.length} characters left
      </Text>
      {error && <StepError id={errorId} message={error} />}
    </Stack>
  );
}

function StepError({ id, message }: { id: string; message: string }) {
  return (
    <Text id={id} fontSize="sm" color="red.600">
      {message}
    </Text>
  );
}
