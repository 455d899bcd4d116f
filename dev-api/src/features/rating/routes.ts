import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import * as s from '../../lib/schemas.ts';

interface BoardRow {
  id: number;
  full_name: string;
  profile_photo_url: string | null;
  country: string | null;
  rating_score: number;
}
interface CertificateRow {
  id: number;
  user_id: number;
  course_id: number;
  code: string;
  issued_at: string;
  course_title: string;
  course_slug: string;
}

// RANK() gives equal scores the same position, as the board shows them
const BOARD_SQL = `SELECT * FROM (
  SELECT id, full_name, profile_photo_url, country, rating_score,
         RANK() OVER (ORDER BY rating_score DESC) AS position
  FROM users WHERE rating_score > 0)`;

const toEntry = (row: BoardRow & { position: number }): Record<string, unknown> => ({
  position: row.position,
  userId: row.id,
  fullName: row.full_name,
  profilePhotoUrl: row.profile_photo_url,
  country: row.country,
  score: row.rating_score,
});

const toCertificate = (row: CertificateRow): Record<string, unknown> => ({
  id: row.id,
  userId: row.user_id,
  courseId: row.course_id,
  courseSlug: row.course_slug,
  courseTitle: row.course_title,
  code: row.code,
  issuedAt: row.issued_at,
});

const CERT_SQL = `SELECT ce.*, co.title AS course_title, co.slug AS course_slug
  FROM certificates ce JOIN courses co ON co.id = ce.course_id`;

/** The public rating board, a learner's card and their certificates. */
export function registerRatingRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { page: number; limit: number } }>(
    '/rating',
    { schema: { querystring: s.object(s.paging) } },
    async (request) => {
      const { page, limit } = request.query;
      const { total } = ctx.db.prepare('SELECT COUNT(*) AS total FROM users WHERE rating_score > 0').get() as {
        total: number;
      };
      const rows = ctx.db
        .prepare(`${BOARD_SQL} ORDER BY position, id LIMIT ? OFFSET ?`)
        .all(limit, (page - 1) * limit) as (BoardRow & { position: number })[];
      return { data: rows.map(toEntry), meta: { page, limit, total } };
    },
  );

  app.get<{ Params: { id: number } }>('/rating/:id', { schema: { params: s.idParams } }, async (request) => {
    const row = ctx.db.prepare(`${BOARD_SQL} WHERE id = ?`).get(request.params.id) as
      (BoardRow & { position: number }) | undefined;
    if (!row) throw notFound(`There is no learner with id ${request.params.id} on the rating board.`);
    const certificates = ctx.db
      .prepare(`${CERT_SQL} WHERE ce.user_id = ? ORDER BY ce.issued_at DESC`)
      .all(row.id) as CertificateRow[];
    return { ...toEntry(row), certificates: certificates.map(toCertificate) };
  });

  app.get<{ Params: { userId: number; certificateId: number } }>(
    '/rating/:userId/certificates/:certificateId',
    {
      schema: {
        params: s.object({ userId: s.idParam, certificateId: s.idParam }, ['userId', 'certificateId']),
      },
    },
    async (request) => {
      const row = ctx.db
        .prepare(`${CERT_SQL} WHERE ce.id = ? AND ce.user_id = ?`)
        .get(request.params.certificateId, request.params.userId) as CertificateRow | undefined;
      if (!row) throw notFound(`Learner ${request.params.userId} has no certificate ${request.params.certificateId}.`);
      const user = ctx.db.prepare('SELECT full_name FROM users WHERE id = ?').get(row.user_id) as { full_name: string };
      return { ...toCertificate(row), fullName: user.full_name };
    },
  );
}
