import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@qa/shared/kernel/query/react-query';
import { href, routeById } from '@qa/shared/kernel/routing/route-table';
import { useNavigate } from '@qa/shared/kernel/routing/router';
import { Box, Button, chakra, HStack, Stack, Text } from '@qa/shared/ui/kit';
import { LoadingSpinner } from '@qa/shared/ui/LoadingSpinner';
import { notify } from '@qa/shared/kernel/toast/toast-bus';
import {
  getQuestionnaireQuestions,
  questionnaireKeys,
  submitQuestionnaireAnswers,
  type Question,
  type QuestionnaireAnswer,
} from '../api/questionnaire-api';
import { FormAlert } from '../forms/fields';
import { TextLink } from '../forms/TextLink';
import { AuthLayout } from '../layout/AuthLayout';
import { ChoiceQuestion, StepProgress, TextQuestion, type Draft } from '../questionnaire/QuestionSteps';
import { afterQuestionnairePath, finishQuestionnaire } from '../session/finish-sign-in';

const SESSION_LOST = 'Your answers were saved, but we could not sign you in again. Please log in.';

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

export default function QuestionnairePage() {
  return (
    <AuthLayout
      title={routeById('questionnaire').title}
      subtitle="A few questions so we can shape your learning path. Takes about a minute."
    >
      <QuestionnaireContent />
    </AuthLayout>
  );
}

function QuestionnaireContent() {
  const query = useQuery({ queryKey: questionnaireKeys.questions, queryFn: getQuestionnaireQuestions, retry: 1 });
  // Keeps the last list on screen while it is fetched again: right after sign-up the signed-in
  // country resets every query (docs/behaviour.md), and unmounting the form would throw the answers away.
  const [shown, setShown] = useState<Question[] | undefined>(undefined);
  if (query.data && query.data !== shown) setShown(query.data);
  const questions = query.data ?? shown;
  if (questions && questions.length > 0) return <QuestionnaireForm questions={questions} />;
  if (questions) {
    return (
      <Text>
        There are no questions for you right now. <TextLink to={href('dashboard')}>Go to your dashboard</TextLink>
      </Text>
    );
  }
  if (query.isError && !query.isFetching) {
    return (
      <Stack gap="4">
        <FormAlert>We could not load the questions. {query.error.message}</FormAlert>
        <Button colorPalette="brand" onClick={() => void query.refetch()}>
          Retry
        </Button>
        <SkipButton />
      </Stack>
    );
  }
  return <LoadingSpinner kind="section" label="Loading the questions" />;
}

function SkipButton() {
  const navigate = useNavigate();
  return (
    <Button variant="ghost" alignSelf="center" onClick={() => navigate(afterQuestionnairePath())}>
      Skip for now
    </Button>
  );
}

function QuestionnaireForm({ questions }: { questions: Question[] }) {
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
    <chakra.form onSubmit={onSubmit} noValidate>
      <StepProgress step={step} total={questions.length} />
      {/* as tall as the tallest step, so the buttons below stay put from step to step */}
      <Box ref={stepRef} key={question.id} minH={{ base: '420px', md: '380px' }}>
        {question.kind === 'text' ? (
          <TextQuestion question={question} draft={draft} error={stepError?.message} onChange={change} />
        ) : (
          <ChoiceQuestion question={question} draft={draft} error={stepError?.message} onChange={change} />
        )}
      </Box>
      {submitError && (
        <Box mt="5">
          <FormAlert>{submitError}</FormAlert>
        </Box>
      )}
      <HStack mt="6" gap="3">
        {step > 0 && (
          <Button type="button" variant="outline" disabled={busy} onClick={() => goTo(step - 1)}>
            Back
          </Button>
        )}
        <Button type="submit" colorPalette="brand" ms="auto" loading={busy} loadingText="Submitting">
          {isLast ? 'Submit' : 'Next'}
        </Button>
      </HStack>
      <Stack mt="4">
        <SkipButton />
      </Stack>
    </chakra.form>
  );
}
