/**
 * Who may watch a lecture (docs/behaviour.md §7 "Learner pages", "Lecture access"): everyone the free-preview lectures;
 * a signed-in learner every lecture of a free course; a learner on an active paid plan every
 * lecture. Anything else gets 403 with the way to unlock, and none of the lecture's content.
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { bearerToken } from '../../lib/authenticate.ts';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import { isSessionActive } from '../auth/sessions.ts';
import type { LectureRow } from './repository.ts';

export const SIGN_IN_TO_WATCH =
  'This lecture is locked. Log in (a free account is enough for free courses) to watch it.';
export const CHOOSE_PLAN_TO_WATCH =
  'This lecture is part of a paid course. Choose a paid plan to unlock every lecture.';
export const CHOOSE_PLAN_FOR_QUIZ =
  'This quiz is part of a paid course. Choose a paid plan to unlock its lectures and quizzes.';

/** The caller's user id when a bearer token is sent (a bad or ended one is 401, so the site refreshes). */
export async function optionalUserId(ctx: AppContext, request: FastifyRequest): Promise<number | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const claims = await ctx.accessTokens.verify(token);
  if (!isSessionActive(ctx, claims.sid)) throw unauthorized('This session has ended. Please log in again.');
  return claims.id;
}

export function hasPaidPlan(ctx: AppContext, userId: number): boolean {
  const row = ctx.db
    .prepare(
      `SELECT 1 FROM subscriptions s JOIN plans p ON p.id = s.plan_id
       WHERE s.user_id = ? AND s.status = 'active' AND p.is_free = 0 LIMIT 1`,
    )
    .get(userId);
  return row !== undefined;
}

/**
 * Throws 403 (with how to unlock) unless `userId` may watch the lecture of a course. A section quiz
 * follows the rule of a lecture that is not a free preview (`{ is_free_preview: 0 }`, `'quiz'`).
 */
export function assertCanWatch(
  ctx: AppContext,
  userId: number | null,
  course: { isFree: boolean },
  lecture: Pick<LectureRow, 'is_free_preview'>,
  what: 'lecture' | 'quiz' = 'lecture',
): void {
  if (lecture.is_free_preview === 1) return;
  const choosePlan = what === 'quiz' ? CHOOSE_PLAN_FOR_QUIZ : CHOOSE_PLAN_TO_WATCH;
  if (userId === null) throw forbidden(course.isFree ? SIGN_IN_TO_WATCH : `${choosePlan} Log in first.`);
  if (course.isFree || hasPaidPlan(ctx, userId)) return;
  throw forbidden(choosePlan);
}
