import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { mediaPath } from '../../db/media-urls.ts';
import { authOf, makeAuthenticate } from '../../lib/authenticate.ts';
import { notFound } from '../../lib/errors.ts';
import { signAccessToken } from '../auth/sessions.ts';
import * as s from '../../lib/schemas.ts';
import { assertCanWatch, optionalUserId } from './access.ts';
import {
  courseProgress,
  findCourseBySlug,
  findInstructor,
  awardPoints,
  issueCertificate,
  lecturesOf,
  POINTS,
  toCourseSummary,
  toInstructor,
  toLectureSummary,
  type CourseRow,
} from './repository.ts';

const courseParams = s.object({ courseSlug: s.slug }, ['courseSlug']);
const lectureParams = s.object({ courseSlug: s.slug, lectureId: s.idParam }, ['courseSlug', 'lectureId']);
type CourseParams = { Params: { courseSlug: string } };
type LectureParams = { Params: { courseSlug: string; lectureId: number } };

export function registerCourseRoutes(app: FastifyInstance, ctx: AppContext): void {
  const authenticate = makeAuthenticate(ctx);
  const course = (slug: string): CourseRow => {
    const row = findCourseBySlug(ctx.db, slug);
    if (!row) throw notFound(`There is no course "${slug}".`);
    return row;
  };
  const lecture = (slug: string, lectureId: number) => {
    const c = course(slug);
    const row = lecturesOf(ctx.db, c.id).find((l) => l.id === lectureId);
    if (!row) throw notFound(`Course "${slug}" has no lecture ${lectureId}.`);
    return { course: c, lecture: row };
  };
  const isFreeCourse = (row: CourseRow) => toCourseSummary(ctx.db, row)['isFree'] === true;

  app.get<{ Querystring: { pathId?: number; level?: string } }>(
    '/courses',
    {
      schema: {
        querystring: s.object({
          pathId: s.idParam,
          level: {
            type: 'string',
            enum: ['beginner', 'intermediate', 'advanced'],
          },
        }),
      },
    },
    async (request) => {
      const rows = ctx.db.prepare('SELECT * FROM courses ORDER BY path_id, position').all() as CourseRow[];
      const { pathId, level } = request.query;
      const data = rows.filter(
        (r) => (pathId === undefined || r.path_id === pathId) && (level === undefined || r.level === level),
      );
      return { data: data.map((r) => toCourseSummary(ctx.db, r)) };
    },
  );

  app.get('/courses/my-courses', { preHandler: authenticate, schema: s.noQuery }, async (request) => {
    const userId = authOf(request).id;
    const rows = ctx.db
      .prepare(
        `SELECT DISTINCT c.* FROM courses c JOIN lectures l ON l.course_id = c.id
         JOIN lecture_completions lc ON lc.lecture_id = l.id WHERE lc.user_id = ? ORDER BY c.path_id, c.position`,
      )
      .all(userId) as CourseRow[];
    return {
      data: rows.map((r) => {
        const progress = courseProgress(ctx.db, userId, r.id);
        const done = new Set(progress.completedLectureIds);
        const lectures = lecturesOf(ctx.db, r.id);
        // where "continue" goes: the first lecture not completed (the first one when all are)
        const next = lectures.find((l) => !done.has(l.id)) ?? lectures[0];
        return { ...toCourseSummary(ctx.db, r), progress: progress.percent, nextLectureId: next?.id ?? null };
      }),
    };
  });

  app.get<CourseParams>('/courses/:courseSlug', { schema: { params: courseParams } }, async (request) => {
    const row = course(request.params.courseSlug);
    const instructor = findInstructor(ctx.db, row.instructor_id);
    return {
      ...toCourseSummary(ctx.db, row),
      description: row.description,
      instructor: instructor ? toInstructor(instructor) : null,
      lectures: lecturesOf(ctx.db, row.id).map(toLectureSummary),
    };
  });

  app.get<LectureParams>(
    '/courses/:courseSlug/lectures/:lectureId',
    { schema: { params: lectureParams } },
    async (request) => {
      const found = lecture(request.params.courseSlug, request.params.lectureId);
      // a locked lecture's video and text are not sent at all: the site shows why and how to unlock
      assertCanWatch(ctx, await optionalUserId(ctx, request), { isFree: isFreeCourse(found.course) }, found.lecture);
      const siblings = lecturesOf(ctx.db, found.course.id);
      const index = siblings.findIndex((l) => l.id === found.lecture.id);
      return {
        ...toLectureSummary(found.lecture),
        courseId: found.course.id,
        courseSlug: found.course.slug,
        videoUrl: found.lecture.video_url,
        captionsUrl: mediaPath.captionsOf(found.lecture.video_url),
        body: found.lecture.body,
        previousLectureId: siblings[index - 1]?.id ?? null,
        nextLectureId: siblings[index + 1]?.id ?? null,
      };
    },
  );

  app.get<CourseParams>(
    '/courses/:courseSlug/progress',
    { preHandler: authenticate, schema: { params: courseParams } },
    async (request) => {
      const row = course(request.params.courseSlug);
      return {
        courseId: row.id,
        ...courseProgress(ctx.db, authOf(request).id, row.id),
      };
    },
  );

  app.post<LectureParams>(
    '/courses/:courseSlug/lectures/:lectureId/complete',
    { preHandler: authenticate, schema: { params: lectureParams } },
    async (request) => {
      const found = lecture(request.params.courseSlug, request.params.lectureId);
      const userId = authOf(request).id;
      assertCanWatch(ctx, userId, { isFree: isFreeCourse(found.course) }, found.lecture);
      const firstTime =
        ctx.db
          .prepare(
            "INSERT OR IGNORE INTO lecture_completions (user_id, lecture_id, completed_at) VALUES (?, ?, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))",
          )
          .run(userId, found.lecture.id).changes === 1;
      const progress = courseProgress(ctx.db, userId, found.course.id);
      // the last lecture earns the course's certificate (once; the popup at 100 % announces it)
      const certificate = progress.percent === 100 ? issueCertificate(ctx.db, userId, found.course.id) : null;
      const pointsEarned = (firstTime ? POINTS.lecture : 0) + (certificate?.isNew ? POINTS.course : 0);
      awardPoints(ctx.db, userId, pointsEarned);
      return {
        courseId: found.course.id,
        ...progress,
        certificateId: certificate?.id ?? null,
        pointsEarned,
        // the rank and score the site shows come from the access token: a new one carries the new score
        ...(pointsEarned > 0 ? { accessToken: await signAccessToken(ctx, userId, authOf(request).sid) } : {}),
      };
    },
  );

  app.get<{ Params: { id: number } }>('/instructors/:id', { schema: { params: s.idParams } }, async (request) => {
    const row = findInstructor(ctx.db, request.params.id);
    if (!row) throw notFound(`There is no instructor with id ${request.params.id}.`);
    const courses = ctx.db
      .prepare('SELECT * FROM courses WHERE instructor_id = ? ORDER BY id')
      .all(row.id) as CourseRow[];
    return {
      ...toInstructor(row),
      courses: courses.map((c) => toCourseSummary(ctx.db, c)),
    };
  });
}
