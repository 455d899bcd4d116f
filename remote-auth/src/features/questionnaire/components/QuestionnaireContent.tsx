/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useState } from 'react';
import { href } from '@qa/shared/kernel/routing/route-table';
import { stack } from '@qa/shared/ui/chakra/chakra-look/layout';
import { Button } from '@qa/shared/ui/primitives/Button';
import { Text } from '@qa/shared/ui/primitives/text';
import { LoadingSpinner } from '@qa/shared/ui/widgets/LoadingSpinner';
import { FormAlert } from '../../../components/forms/fields';
import { TextLink } from '../../../components/forms/TextLink';
import { useQuestionnaireQuestions, type Question } from '../api/questions';
import { QuestionnaireForm } from './QuestionnaireForm';
import { SkipButton } from './SkipButton';

/** The questions once loaded, with the loading, error (Retry, Skip) and empty states. */
export function QuestionnaireContent() {
  const query = useQuestionnaireQuestions();
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
      <div css={stack('spacing-4')}>
        <FormAlert>We could not load the questions. {query.error.message}</FormAlert>
        <Button onClick={() => void query.refetch()}>Retry</Button>
        <SkipButton />
      </div>
    );
  }
  return <LoadingSpinner kind="section" label="Loading the questions" />;
}
