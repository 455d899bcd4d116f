import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { refuseRemoteCallers } from '../../lib/http-safety.ts';
import * as s from '../../lib/schemas.ts';

interface OutboxRow {
  id: number;
  to_email: string;
  subject: string;
  body: string;
  link: string | null;
  created_at: string;
}

/** GET /dev/outbox: the mail the API "sent", newest first, for developers and tests. */
export function registerDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { to?: string; limit: number } }>(
    '/dev/outbox',
    {
      onRequest: refuseRemoteCallers,
      schema: {
        querystring: s.object({
          to: s.email,
          limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
        }),
      },
    },
    async (request) => {
      const { to, limit } = request.query;
      const rows = (
        to
          ? ctx.db
              .prepare('SELECT * FROM outbox WHERE to_email = ? COLLATE NOCASE ORDER BY id DESC LIMIT ?')
              .all(to, limit)
          : ctx.db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT ?').all(limit)
      ) as OutboxRow[];
      return {
        data: rows.map((row) => ({
          id: row.id,
          to: row.to_email,
          subject: row.subject,
          body: row.body,
          link: row.link,
          createdAt: row.created_at,
        })),
      };
    },
  );
}
