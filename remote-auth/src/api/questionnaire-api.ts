/**
 * The questionnaire calls (dev-api/README.md "Main API — accounts"). The page owns the query
 * and the mutation, so component tests can replace these two functions alone.
 */
import type { SessionTokens } from '@qa/shared/kernel/entities/user';
import { callMainApi } from './auth-api';

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

/** `optionIds` answers a single or multiple question, `text` a text one. */
export interface QuestionnaireAnswer {
  questionId: number;
  optionIds?: string[];
  text?: string;
}

export const questionnaireKeys = { questions: ['questionnaire', 'questions'] as const };

/** GET /questionnaire/questions, in the order of their `position`. */
export async function getQuestionnaireQuestions(): Promise<Question[]> {
  const body = await callMainApi<{ data?: Question[] }>('get', '/questionnaire/questions');
  return Array.isArray(body?.data) ? [...body.data].sort((a, b) => a.position - b.position) : [];
}

/** POST /questionnaire/answers → a new session: the server revokes the one that sent the answers. */
export const submitQuestionnaireAnswers = (answers: QuestionnaireAnswer[]) =>
  callMainApi<SessionTokens>('post', '/questionnaire/answers', { answers });
