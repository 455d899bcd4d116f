import { queryOptions, useQuery } from '@qa/shared/kernel/query/react-query';
import { apiClients } from '../../../api/clients';

export type QuestionKind = 'single' | 'multiple' | 'text';

export interface QuestionOption {
  id: string;
  label: string;
}

export interface Question {
  id: number;
  position: number;
  text: string;
  kind: QuestionKind;
  options: QuestionOption[];
}

export const questionnaireKeys = { questions: ['questionnaire', 'questions'] as const };

/** GET /questionnaire/questions, in the order of their `position`. */
export async function getQuestionnaireQuestions(): Promise<Question[]> {
  const { mainApi } = await apiClients();
  const { data: body } = await mainApi.get<{ data?: Question[] }>('/questionnaire/questions');
  return Array.isArray(body?.data) ? [...body.data].sort((a, b) => a.position - b.position) : [];
}

/** Tried twice before the page shows its error with Retry. */
export const questionnaireQuestionsOptions = () =>
  queryOptions({ queryKey: questionnaireKeys.questions, queryFn: getQuestionnaireQuestions, retry: 1 });

export function useQuestionnaireQuestions() {
  return useQuery(questionnaireQuestionsOptions());
}
