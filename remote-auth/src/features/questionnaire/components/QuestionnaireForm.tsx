/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@qa/shared/kernel/query/react-query';
import { notify } from '@qa/shared/kernel/toast/toast-bus';
import { ButtonLoader } from '@qa/shared/ui/chakra/chakra-look/ButtonLoader';
import { row, stack } from '@qa/shared/ui/chakra/chakra-look/layout';
import { mq, token } from '@qa/shared/ui/styles/tokens';
import { Button } from '@qa/shared/ui/primitives/Button';
import { FormAlert } from '../../../components/forms/fields';
import { finishQuestionnaire } from '../../../session/finish-sign-in';
import { submitQuestionnaireAnswers, type QuestionnaireAnswer } from '../api/answers';
import type { Question } from '../api/questions';
import { ChoiceQuestion, StepProgress, TextQuestion, type Draft } from './QuestionSteps';
import { SkipButton } from './SkipButton';

const SESSION_LOST = 'Your answers were saved, but we could not log you in again. Please log in.';

const emptyDraft: Draft = { optionIds: [], text: '' };

function problemOf(question: Question, draft: Draft): string | null {
  if (question.kind === 'text') return draft.text.trim() ? null : 'Please write an answer.';
  if (draft.optionIds.length > 0) return null;
  return question.kind === 'single' ? 'Please choose an option.' : 'Please choose at least one option.';
}

const toAnswer = (question: Question, draft: Draft): QuestionnaireAnswer =>
  question.kind === 'text'
    ? { questionId: question.id, text: draft.text.trim() }
    : { questionId: question.id, optionIds: draft.optionIds };

/** As tall as the tallest step, so the buttons below stay put from step to step. */
const stepArea = { minHeight: 420, [mq.md]: { minHeight: 380 } } as const;
const submitErrorSpot = { marginTop: token('spacing-5') } as const;
const actions = [row('spacing-3'), { marginTop: token('spacing-6') }];
/** Next / Submit keeps the row's end whether Back is there or not. */
const atEnd = { marginInlineStart: 'auto' } as const;
const skipSpot = [stack('spacing-2'), { marginTop: token('spacing-4') }];

/** One question per step; the last step sends every answer and hands the new session over. */
export function QuestionnaireForm({ questions }: { questions: Question[] }) {
  const [step, setStep] = useState(0);
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  // An object, so the same message on a second Next still moves focus again.
  const [stepError, setStepError] = useState<{ message: string } | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  // isPending disables the button only after a re-render; a fast double click or Enter twice must not post twice.
  const submitting = useRef(false);

  const question = questions[step] as Question;
  const draft = drafts[question.id] ?? emptyDraft;
  const isLast = step === questions.length - 1;

  const mutation = useMutation({
    mutationFn: (answers: QuestionnaireAnswer[]) => submitQuestionnaireAnswers(answers),
    onSuccess: (tokens) => {
      try {
        finishQuestionnaire(tokens);
        return;
      } catch {
        // The session has ended, so the guard sends the person to /login: the toast goes with them.
      }
      setSubmitError(SESSION_LOST);
      notify(SESSION_LOST, { variant: 'error', persist: true });
    },
    onError: (error) => {
      submitting.current = false;
      setSubmitError(error.message || 'Your answers could not be sent. Please try again.');
    },
  });

  // Keyboard and screen-reader users must hear that the step changed.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepRef.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus();
  }, [step]);

  useEffect(() => {
    if (stepError) stepRef.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, [stepError]);

  const goTo = (next: number) => {
    setStepError(null);
    setStep(next);
  };

  const change = (next: Draft) => {
    setStepError(null);
    setDrafts((current) => ({ ...current, [question.id]: next }));
  };

  // Next validates each step on the way forward, so only the current one needs checking here.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const message = problemOf(question, draft);
    if (message) return setStepError({ message });
    if (!isLast) return goTo(step + 1);
    if (submitting.current) return;
    submitting.current = true;
    setSubmitError(null);
    mutation.mutate(questions.map((q) => toAnswer(q, drafts[q.id] ?? emptyDraft)));
  };

  const busy = mutation.isPending || mutation.isSuccess;
  return (
    <form onSubmit={onSubmit} noValidate>
      <StepProgress step={step} total={questions.length} />
      <div ref={stepRef} key={question.id} css={stepArea}>
        {question.kind === 'text' ? (
          <TextQuestion question={question} draft={draft} error={stepError?.message} onChange={change} />
        ) : (
          <ChoiceQuestion question={question} draft={draft} error={stepError?.message} onChange={change} />
        )}
      </div>
      {submitError && (
        <div css={submitErrorSpot}>
          <FormAlert>{submitError}</FormAlert>
        </div>
      )}
      <div css={actions}>
        {step > 0 && (
          <Button variant="secondary" disabled={busy} onClick={() => goTo(step - 1)}>
            Back
          </Button>
        )}
        <Button type="submit" css={atEnd} disabled={busy} aria-busy={busy || undefined}>
          <ButtonLoader loading={busy} text="Submitting">
            {isLast ? 'Submit' : 'Next'}
          </ButtonLoader>
        </Button>
      </div>
      <div css={skipSpot}>
        <SkipButton />
      </div>
    </form>
  );
}
