import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import * as s from '../../lib/schemas.ts';
import { toCourseSummary, type CourseRow } from '../courses/repository.ts';

interface PathRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  level: string;
  duration_weeks: number;
  image_url: string;
}

const toPath = (row: PathRow, coursesCount: number): Record<string, unknown> => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  description: row.description,
  level: row.level,
  durationWeeks: row.duration_weeks,
  imageUrl: row.image_url,
  coursesCount,
});

/** Career paths: ordered sequences of courses. */
export function registerPathRoutes(app: FastifyInstance, ctx: AppContext): void {
  const coursesOf = (pathId: number): CourseRow[] =>
    ctx.db.prepare('SELECT * FROM courses WHERE path_id = ? ORDER BY position').all(pathId) as CourseRow[];

  app.get('/paths', { schema: s.noQuery }, async () => ({
    data: (ctx.db.prepare('SELECT * FROM career_paths ORDER BY id').all() as PathRow[]).map((row) =>
      toPath(row, coursesOf(row.id).length),
    ),
  }));

  app.get<{ Params: { id: number } }>('/paths/:id', { schema: { params: s.idParams } }, async (request) => {
    const row = ctx.db.prepare('SELECT * FROM career_paths WHERE id = ?').get(request.params.id) as PathRow | undefined;
    if (!row) throw notFound(`There is no career path with id ${request.params.id}.`);
    const courses = coursesOf(row.id);
    return {
      ...toPath(row, courses.length),
      courses: courses.map((c) => toCourseSummary(ctx.db, c)),
    };
  });
}
