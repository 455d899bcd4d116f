import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { mediaPath } from '../../db/media-urls.ts';
import { authOf, makeAuthenticate } from '../../lib/authenticate.ts';
import { notFound } from '../../lib/errors.ts';
import { signAccessToken } from '../auth/sessions.ts';
import * as s from '../../lib/schemas.ts';
import { assertCanWatch, optionalUserId } from './access.ts';
import { awardPoints, courseProgress, POINTS, settleCourse } from './progress.ts';
import { quizAfter, quizzesOf, sectionsOf, toQuizSummary } from './quiz-repository.ts';
import {
  courseOr404,
  findInstructor,
  isFreeCourse,
  lectureOr404,
  lecturesOf,
  nextCourseOf,
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
    // started: a lecture completed or a quiz attempted
    const rows = ctx.db
      .prepare(
        `SELECT * FROM courses WHERE id IN (
           SELECT l.course_id FROM lectures l JOIN lecture_completions lc ON lc.lecture_id = l.id WHERE lc.user_id = ?
           UNION SELECT q.course_id FROM quizzes q JOIN quiz_attempts a ON a.quiz_id = q.id WHERE a.user_id = ?)
         ORDER BY path_id, position`,
      )
      .all(userId, userId) as CourseRow[];
    return {
      data: rows.map((r) => {
        const progress = courseProgress(ctx.db, userId, r.id);
        const done = new Set(progress.completedLectureIds);
        const lectures = lecturesOf(ctx.db, r.id);
        const next = lectures.find((l) => !done.has(l.id));
        return {
          ...toCourseSummary(ctx.db, r),
          progress: progress.percent,
          // where "continue" goes: the first lecture not completed (the first one when all are)
          nextLectureId: (next ?? lectures[0])?.id ?? null,
          nextLecture: next
            ? { id: next.id, title: next.title, durationSeconds: next.duration_seconds, position: next.position }
            : null,
          certificateId: progress.certificateId,
          completedLecturesCount: done.size,
        };
      }),
    };
  });

  app.get<CourseParams>('/courses/:courseSlug', { schema: { params: courseParams } }, async (request) => {
    const row = courseOr404(ctx.db, request.params.courseSlug);
    const instructor = findInstructor(ctx.db, row.instructor_id);
    const lectures = lecturesOf(ctx.db, row.id);
    const sections = sectionsOf(lectures);
    const next = nextCourseOf(ctx.db, row);
    return {
      ...toCourseSummary(ctx.db, row),
      description: row.description,
      instructor: instructor ? toInstructor(instructor) : null,
      lectures: lectures.map(toLectureSummary),
      quizzes: quizzesOf(ctx.db, row.id).map((quiz) => toQuizSummary(ctx.db, quiz, sections)),
      nextCourse: next ? toCourseSummary(ctx.db, next) : null,
    };
  });

  app.get<LectureParams>(
    '/courses/:courseSlug/lectures/:lectureId',
    { schema: { params: lectureParams } },
    async (request) => {
      const found = lectureOr404(ctx.db, request.params.courseSlug, request.params.lectureId);
      const open = { isFree: isFreeCourse(ctx.db, found.course) };
      // a locked lecture's video and text are not sent at all: the site shows why and how to unlock
      assertCanWatch(ctx, await optionalUserId(ctx, request), open, found.lecture);
      const siblings = found.lectures;
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
        isLast: index === siblings.length - 1,
        nextQuizId: quizAfter(quizzesOf(ctx.db, found.course.id), sectionsOf(siblings), found.lecture.id),
      };
    },
  );

  app.get<CourseParams>(
    '/courses/:courseSlug/progress',
    { preHandler: authenticate, schema: { params: courseParams } },
    async (request) => {
      const row = courseOr404(ctx.db, request.params.courseSlug);
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
      const found = lectureOr404(ctx.db, request.params.courseSlug, request.params.lectureId);
      const userId = authOf(request).id;
      assertCanWatch(ctx, userId, { isFree: isFreeCourse(ctx.db, found.course) }, found.lecture);
      const { progress, pointsEarned } = ctx.db.transaction(() => {
        const firstTime =
          ctx.db
            .prepare(
              "INSERT OR IGNORE INTO lecture_completions (user_id, lecture_id, completed_at) VALUES (?, ?, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))",
            )
            .run(userId, found.lecture.id).changes === 1;
        // the last thing to do (a lecture or a quiz) earns the certificate, once; the popup at 100 % announces it
        const settled = settleCourse(ctx.db, userId, found.course.id);
        const points = (firstTime ? POINTS.lecture : 0) + (settled.certificateIsNew ? POINTS.course : 0);
        awardPoints(ctx.db, userId, points);
        return { progress: settled.progress, pointsEarned: points };
      })();
      return {
        courseId: found.course.id,
        ...progress,
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
