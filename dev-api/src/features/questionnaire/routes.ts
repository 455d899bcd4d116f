import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { authOf, makeAuthenticate } from '../../lib/authenticate.ts';
import { badRequest } from '../../lib/errors.ts';
import * as s from '../../lib/schemas.ts';
import { createSession, revokeSession } from '../auth/sessions.ts';

interface QuestionRow {
  id: number;
  position: number;
  text: string;
  kind: 'single' | 'multiple' | 'text';
  options: string;
}
interface Answer {
  questionId: number;
  optionIds?: string[];
  text?: string;
}
interface Option {
  id: string;
  label: string;
}

const toQuestion = (row: QuestionRow): Record<string, unknown> => ({
  id: row.id,
  position: row.position,
  text: row.text,
  kind: row.kind,
  options: JSON.parse(row.options) as Option[],
});

/** Why an answer does not fit its question, or null when it does. */
function answerProblem(question: QuestionRow, answer: Answer | undefined): string | null {
  if (!answer) return `Please answer: "${question.text}"`;
  if (question.kind === 'text') return answer.text?.trim() ? null : `Please write an answer to: "${question.text}"`;
  const allowed = new Set((JSON.parse(question.options) as Option[]).map((o) => o.id));
  const chosen = answer.optionIds ?? [];
  if (chosen.length === 0) return `Please choose an option for: "${question.text}"`;
  if (question.kind === 'single' && chosen.length > 1) return `Choose only one option for: "${question.text}"`;
  const unknown = chosen.find((id) => !allowed.has(id));
  return unknown ? `"${unknown}" is not an option of: "${question.text}"` : null;
}

export function registerQuestionnaireRoutes(app: FastifyInstance, ctx: AppContext): void {
  const authenticate = makeAuthenticate(ctx);
  const questions = (): QuestionRow[] =>
    ctx.db.prepare('SELECT * FROM questions ORDER BY position').all() as QuestionRow[];

  app.get('/questionnaire/questions', { preHandler: authenticate, schema: s.noQuery }, async () => ({
    data: questions().map(toQuestion),
  }));

  app.post<{ Body: { answers: Answer[] } }>(
    '/questionnaire/answers',
    {
      preHandler: authenticate,
      schema: {
        body: s.object(
          {
            answers: {
              type: 'array',
              minItems: 1,
              maxItems: 50,
              items: s.object(
                {
                  questionId: s.idParam,
                  optionIds: {
                    type: 'array',
                    maxItems: 20,
                    items: { type: 'string', minLength: 1, maxLength: 64 },
                  },
                  text: { type: 'string', maxLength: 2000 },
                },
                ['questionId'],
              ),
            },
          },
          ['answers'],
        ),
      },
    },
    async (request, reply) => {
      const claims = authOf(request);
      const byId = new Map(request.body.answers.map((a) => [a.questionId, a]));
      const all = questions();
      const stray = request.body.answers.find((a) => !all.some((q) => q.id === a.questionId));
      if (stray) throw badRequest(`There is no question with id ${stray.questionId}.`);
      for (const question of all) {
        const problem = answerProblem(question, byId.get(question.id));
        if (problem) throw badRequest(problem);
      }
      ctx.db.transaction(() => {
        const save = ctx.db.prepare(
          'INSERT INTO questionnaire_answers (user_id, question_id, answer) VALUES (?, ?, ?) ON CONFLICT (user_id, question_id) DO UPDATE SET answer = excluded.answer',
        );
        for (const question of all) save.run(claims.id, question.id, JSON.stringify(byId.get(question.id)));
        ctx.db.prepare('UPDATE users SET is_questionnaire_complete = 1 WHERE id = ?').run(claims.id);
        revokeSession(ctx, claims.sid, 'replaced after questionnaire');
      })();
      // the old tokens carry isQuestionnaireComplete=false, so hand out a fresh session
      reply.code(201);
      return createSession(ctx, claims.id);
    },
  );
}
