/**
 * Section quizzes: the questions without their key, and attempts scored here, on the server. Passing
 * a quiz for the first time earns rating points like a lecture; the last thing a course needs done
 * (a lecture or a quiz) issues its certificate.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { authOf, makeAuthenticate } from '../../lib/authenticate.ts';
import { notFound } from '../../lib/errors.ts';
import * as s from '../../lib/schemas.ts';
import { signAccessToken } from '../auth/sessions.ts';
import { assertCanWatch } from './access.ts';
import { awardPoints, POINTS, settleCourse } from './progress.ts';
import { checkAnswers, type SubmittedAnswers } from './quiz-answers.ts';
import {
  findAttempt,
  findQuiz,
  grade,
  hasPassed,
  insertAttempt,
  lastAttempt,
  lastSubmittedAt,
  PASS_PERCENT,
  passes,
  questionsOf,
  sectionsOf,
  toPublicQuestion,
} from './quiz-repository.ts';
import { courseOr404, isFreeCourse, lecturesOf } from './repository.ts';

/** A second submit of the same quiz this soon is a double click or a script, not a new try. */
export const RESUBMIT_WAIT_MS = 1000;
export const JUST_SUBMITTED = 'You just submitted this quiz. Wait a moment before trying again.';

const quizParams = s.object({ courseSlug: s.slug, quizId: s.idParam }, ['courseSlug', 'quizId']);
const attemptBody = s.object(
  {
    answers: {
      type: 'object',
      maxProperties: 50,
      additionalProperties: { type: 'array', maxItems: 20, items: s.idParam },
    },
    startedAt: { type: 'string', format: 'date-time', maxLength: 40 },
  },
  ['answers'],
);
type QuizParams = { Params: { courseSlug: string; quizId: number } };
type AttemptRequest = QuizParams & { Body: { answers: SubmittedAnswers; startedAt?: string } };

export function registerQuizRoutes(app: FastifyInstance, ctx: AppContext): void {
  const authenticate = makeAuthenticate(ctx);
  /** The quiz of the URL, for a learner whose plan includes its course (404 / 403 otherwise). */
  const quizOf = (request: FastifyRequest<QuizParams>) => {
    const { courseSlug, quizId } = request.params;
    const course = courseOr404(ctx.db, courseSlug);
    const quiz = findQuiz(ctx.db, course.id, quizId);
    if (!quiz) throw notFound(`Course "${courseSlug}" has no quiz ${quizId}.`);
    const open = { isFree: isFreeCourse(ctx.db, course) };
    assertCanWatch(ctx, authOf(request).id, open, { is_free_preview: 0 }, 'quiz');
    return { course, quiz };
  };

  app.get<QuizParams>(
    '/courses/:courseSlug/quizzes/:quizId',
    { preHandler: authenticate, schema: { params: quizParams, querystring: s.object({}) } },
    async (request) => {
      const { course, quiz } = quizOf(request);
      const section = sectionsOf(lecturesOf(ctx.db, course.id))[quiz.section_index];
      return {
        id: quiz.id,
        title: quiz.title,
        courseSlug: course.slug,
        section: section?.title ?? '',
        sectionIndex: quiz.section_index,
        passPercent: PASS_PERCENT,
        questions: questionsOf(ctx.db, quiz.id).map(toPublicQuestion),
        lastAttempt: lastAttempt(ctx.db, authOf(request).id, quiz.id),
      };
    },
  );

  app.post<AttemptRequest>(
    '/courses/:courseSlug/quizzes/:quizId/attempts',
    { preHandler: authenticate, schema: { params: quizParams, body: attemptBody } },
    async (request, reply) => {
      const { course, quiz } = quizOf(request);
      const userId = authOf(request).id;
      // from here to the insert nothing awaits, so a second request cannot slip in between
      const now = Date.now();
      const previous = lastSubmittedAt(ctx.db, userId, quiz.id);
      if (previous !== null && now - previous < RESUBMIT_WAIT_MS)
        return reply.code(429).header('Retry-After', '1').send({ message: JUST_SUBMITTED });
      const questions = questionsOf(ctx.db, quiz.id);
      const chosen = checkAnswers(questions, request.body.answers);
      const results = questions.map((question, index) => grade(question, chosen[index] ?? []));
      const { startedAt } = request.body;
      const outcome = ctx.db.transaction(() => {
        const firstPass =
          !hasPassed(ctx.db, userId, quiz.id) && passes(results.filter((r) => r.correct).length, results.length);
        const attemptId = insertAttempt(ctx.db, {
          userId,
          quizId: quiz.id,
          results,
          startedAt: startedAt === undefined ? null : new Date(startedAt).toISOString(),
          submittedAt: new Date(now).toISOString(),
        });
        const { progress, certificateIsNew } = settleCourse(ctx.db, userId, course.id);
        const pointsEarned = (firstPass ? POINTS.quiz : 0) + (certificateIsNew ? POINTS.course : 0);
        awardPoints(ctx.db, userId, pointsEarned);
        return { attemptId, progress, pointsEarned };
      })();
      reply.code(201);
      return {
        attempt: findAttempt(ctx.db, outcome.attemptId),
        courseId: course.id,
        ...outcome.progress,
        pointsEarned: outcome.pointsEarned,
        // the rank and score the site shows come from the access token: a new one carries the new score
        ...(outcome.pointsEarned > 0 ? { accessToken: await signAccessToken(ctx, userId, authOf(request).sid) } : {}),
      };
    },
  );
}
