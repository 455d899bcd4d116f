/**
 * Where a learner stopped in a lecture's video, kept per learner and lecture on the server, so the
 * player resumes there on any device.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { authOf, makeAuthenticate } from '../../lib/authenticate.ts';
import { badRequest } from '../../lib/errors.ts';
import * as s from '../../lib/schemas.ts';
import { assertCanWatch } from './access.ts';
import { isFreeCourse, lectureOr404 } from './repository.ts';

const lectureParams = s.object({ courseSlug: s.slug, lectureId: s.idParam }, ['courseSlug', 'lectureId']);
// a day is far past any lecture; the lecture's own length is checked below
const positionBody = s.object({ seconds: { type: 'number', minimum: 0, maximum: 86_400 } }, ['seconds']);
type LectureParams = { Params: { courseSlug: string; lectureId: number } };
type PositionRequest = LectureParams & { Body: { seconds: number } };

export function registerPositionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const authenticate = makeAuthenticate(ctx);
  /** The lecture of the URL, for a learner who may watch it (404 / 403 otherwise). */
  const watchable = (request: FastifyRequest<LectureParams>) => {
    const found = lectureOr404(ctx.db, request.params.courseSlug, request.params.lectureId);
    assertCanWatch(ctx, authOf(request).id, { isFree: isFreeCourse(ctx.db, found.course) }, found.lecture);
    return found.lecture;
  };

  app.get<LectureParams>(
    '/courses/:courseSlug/lectures/:lectureId/position',
    { preHandler: authenticate, schema: { params: lectureParams, querystring: s.object({}) } },
    async (request) => {
      const lecture = watchable(request);
      const row = ctx.db
        .prepare('SELECT seconds, updated_at FROM lecture_positions WHERE user_id = ? AND lecture_id = ?')
        .get(authOf(request).id, lecture.id) as { seconds: number; updated_at: string } | undefined;
      return { seconds: row?.seconds ?? 0, updatedAt: row?.updated_at ?? null };
    },
  );

  app.put<PositionRequest>(
    '/courses/:courseSlug/lectures/:lectureId/position',
    { preHandler: authenticate, schema: { params: lectureParams, body: positionBody } },
    async (request, reply) => {
      const lecture = watchable(request);
      // a second of slack: the player reports the end of a video a little past its rounded length
      const limit = lecture.duration_seconds + 1;
      if (request.body.seconds > limit)
        throw badRequest(
          `Seconds must be between 0 and ${limit} for this lecture (its video is ${lecture.duration_seconds} s long).`,
        );
      ctx.db
        .prepare(
          `INSERT INTO lecture_positions (user_id, lecture_id, seconds, updated_at)
           VALUES (?, ?, ?, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
           ON CONFLICT (user_id, lecture_id) DO UPDATE SET seconds = excluded.seconds, updated_at = excluded.updated_at`,
        )
        .run(authOf(request).id, lecture.id, request.body.seconds);
      return reply.code(204).send();
    },
  );
}
