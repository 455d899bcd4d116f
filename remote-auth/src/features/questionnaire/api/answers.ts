import { apiClients } from '../../../api/clients';
import type { SessionTokens } from '@qa/shared/kernel/entities/user';

/** `optionIds` answers a single or multiple question, `text` a text one. */
export interface QuestionnaireAnswer {
  questionId: number;
  optionIds?: string[];
  text?: string;
}

/** POST /questionnaire/answers → a new session: the server revokes the one that sent the answers. */
export async function submitQuestionnaireAnswers(answers: QuestionnaireAnswer[]): Promise<SessionTokens> {
  const { mainApi } = await apiClients();
  const { data } = await mainApi.post<SessionTokens>('/questionnaire/answers', { answers });
  return data;
}
