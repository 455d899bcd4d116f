import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import * as s from '../../lib/schemas.ts';

interface EntryRow {
  id: number;
  slug: string;
  data: string;
}

const toEntry = (row: EntryRow): Record<string, unknown> => ({
  id: row.id,
  slug: row.slug,
  ...(JSON.parse(row.data) as Record<string, unknown>),
});

const LABELS: Record<string, string> = {
  events: 'event',
  mentorship: 'mentorship offer',
  promo: 'promo page',
  'thank-you': 'thank-you page',
  legal: 'legal page',
};

/** The CMS API (/api/...): Strapi-like `{data, meta}` envelopes over seeded documents. */
export function registerCmsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const list = (collection: string, page: number, limit: number): Record<string, unknown> => {
    const { total } = ctx.db
      .prepare('SELECT COUNT(*) AS total FROM cms_entries WHERE collection = ?')
      .get(collection) as { total: number };
    const rows = ctx.db
      .prepare('SELECT * FROM cms_entries WHERE collection = ? ORDER BY position, id LIMIT ? OFFSET ?')
      .all(collection, limit, (page - 1) * limit) as EntryRow[];
    return {
      data: rows.map(toEntry),
      meta: {
        pagination: {
          page,
          pageSize: limit,
          total,
          pageCount: Math.ceil(total / limit),
        },
      },
    };
  };
  const one = (collection: string, column: 'slug' | 'id', value: string | number): Record<string, unknown> => {
    const row = ctx.db
      .prepare(`SELECT * FROM cms_entries WHERE collection = ? AND ${column} = ?`)
      .get(collection, value) as EntryRow | undefined;
    if (!row) throw notFound(`There is no ${LABELS[collection] ?? collection} "${value}".`);
    return { data: toEntry(row) };
  };
  const pagingQuery = s.object(s.paging);
  type Paging = { Querystring: { page: number; limit: number } };

  app.get<Paging>('/api/events', { schema: { querystring: pagingQuery } }, async (r) =>
    list('events', r.query.page, r.query.limit),
  );
  app.get<{ Params: { slug: string } }>('/api/events/:slug', { schema: { params: s.slugParams } }, async (r) =>
    one('events', 'slug', r.params.slug),
  );
  app.get<Paging>('/api/mentorship', { schema: { querystring: pagingQuery } }, async (r) =>
    list('mentorship', r.query.page, r.query.limit),
  );
  app.get<{ Params: { id: number } }>('/api/mentorship/:id', { schema: { params: s.idParams } }, async (r) => {
    const entry = one('mentorship', 'id', r.params.id);
    return entry;
  });
  app.get<{ Params: { courseSlug: string } }>(
    '/api/promo/courses/:courseSlug',
    { schema: { params: s.object({ courseSlug: s.slug }, ['courseSlug']) } },
    async (r) => one('promo', 'slug', r.params.courseSlug),
  );
  app.get<{ Params: { slug: string } }>('/api/thank-you/:slug', { schema: { params: s.slugParams } }, async (r) =>
    one('thank-you', 'slug', r.params.slug),
  );
  app.get<{ Params: { slug: string } }>('/api/legal/:slug', { schema: { params: s.slugParams } }, async (r) =>
    one('legal', 'slug', r.params.slug),
  );
}
