import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import * as s from '../../lib/schemas.ts';
import { pickFields } from './fields.ts';
import { postCategories } from '../../db/seed-data/posts.ts';
import { countPostsByCategory, findWpItem, listWpItems, toWpItem, type WpListQuery } from './repository.ts';

type WpType = 'posts' | 'footer' | 'popups';
const WP_TYPES: WpType[] = ['posts', 'footer', 'popups'];

// WordPress ignores query parameters it does not know, so these schemas allow extra ones.
const listQuery = {
  type: 'object',
  properties: {
    _fields: { type: 'string', maxLength: 500 },
    per_page: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    page: { type: 'integer', minimum: 1, default: 1 },
    order: { type: 'string', enum: ['asc', 'desc'] },
    orderby: {
      type: 'string',
      enum: ['date', 'id', 'title', 'slug', 'menu_order'],
      default: 'date',
    },
    slug: { type: 'string', maxLength: 500 },
    search: { type: 'string', maxLength: 200 },
    categories: { type: 'string', pattern: '^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8}){0,19}$' },
  },
} as const;

/** The blog content API: /wp-json/wp/v2/{posts|footer|popups}, in WordPress REST shapes. */
export function registerWordPressRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typeParams = s.object({ type: { type: 'string', enum: WP_TYPES } }, ['type']);
  const baseUrl = ctx.config.appUrl;

  // Declared before `/:type`; static routes win in Fastify's router either way.
  app.get<{ Querystring: { _fields?: string } }>(
    '/wp-json/wp/v2/categories',
    { schema: { querystring: { type: 'object', properties: { _fields: { type: 'string', maxLength: 500 } } } } },
    async (request, reply) => {
      const counts = countPostsByCategory(ctx.db);
      const items = postCategories.map((category) => ({
        id: category.id,
        count: counts.get(category.id) ?? 0,
        name: category.name,
        slug: category.slug,
        taxonomy: 'category',
        link: `${baseUrl}/posts?category=${category.slug}`,
      }));
      reply.header('X-WP-Total', String(items.length)).header('X-WP-TotalPages', '1');
      return items.map((item) => pickFields(item, request.query._fields));
    },
  );

  app.get<{
    Params: { type: WpType };
    Querystring: WpListQuery & { _fields?: string };
  }>('/wp-json/wp/v2/:type', { schema: { params: typeParams, querystring: listQuery } }, async (request, reply) => {
    const { rows, total } = listWpItems(ctx.db, request.params.type, request.query);
    const totalPages = Math.max(1, Math.ceil(total / request.query.per_page));
    if (request.query.page > totalPages && total > 0) {
      throw badRequest('The page number requested is larger than the number of pages available.');
    }
    reply.header('X-WP-Total', String(total)).header('X-WP-TotalPages', String(totalPages));
    return rows.map((row) => pickFields(toWpItem(row, baseUrl), request.query._fields));
  });

  app.get<{
    Params: { type: WpType; id: number };
    Querystring: { _fields?: string };
  }>(
    '/wp-json/wp/v2/:type/:id',
    {
      schema: {
        params: s.object({ type: { type: 'string', enum: WP_TYPES }, id: s.idParam }, ['type', 'id']),
        querystring: {
          type: 'object',
          properties: { _fields: { type: 'string', maxLength: 500 } },
        },
      },
    },
    async (request) => {
      const row = findWpItem(ctx.db, request.params.type, request.params.id);
      if (!row) throw notFound('Invalid post ID.');
      return pickFields(toWpItem(row, baseUrl), request.query._fields);
    },
  );
}
