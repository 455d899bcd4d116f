import type { Db } from '../../db/connection.ts';

export interface WpRow {
  id: number;
  type: string;
  slug: string;
  date: string;
  title: string;
  content: string;
  excerpt: string;
  author: string;
  featured_media: number;
  img_url: string;
  menu_order: number;
  categories: string;
  custom_fields: string;
}

export interface WpListQuery {
  per_page: number;
  page: number;
  order?: 'asc' | 'desc';
  orderby: 'date' | 'id' | 'title' | 'slug' | 'menu_order';
  slug?: string;
  search?: string;
  /** Category ids, comma-separated: posts in any of them (WordPress `categories`). */
  categories?: string;
}

const ORDER_COLUMNS: Record<WpListQuery['orderby'], string> = {
  date: 'date',
  id: 'id',
  title: 'title',
  slug: 'slug',
  menu_order: 'menu_order',
};

export function listWpItems(db: Db, type: string, query: WpListQuery): { rows: WpRow[]; total: number } {
  const where = ['type = ?'];
  const args: unknown[] = [type];
  if (query.slug) {
    const slugs = query.slug.split(',').map((v) => v.trim());
    where.push(`slug IN (${slugs.map(() => '?').join(', ')})`);
    args.push(...slugs);
  }
  if (query.categories) {
    const ids = query.categories.split(',').map(Number);
    where.push(`EXISTS (SELECT 1 FROM json_each(categories) WHERE value IN (${ids.map(() => '?').join(', ')}))`);
    args.push(...ids);
  }
  if (query.search) {
    // `%` and `_` in the search are the characters themselves, not LIKE's wildcards
    const pattern = `%${query.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    where.push("(title LIKE ? ESCAPE '\\' OR content LIKE ? ESCAPE '\\')");
    args.push(pattern, pattern);
  }
  const clause = where.join(' AND ');
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM wp_items WHERE ${clause}`).get(...args) as {
    total: number;
  };
  // WordPress defaults to newest first
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  const rows = db
    .prepare(
      `SELECT * FROM wp_items WHERE ${clause} ORDER BY ${ORDER_COLUMNS[query.orderby]} ${direction}, id ${direction} LIMIT ? OFFSET ?`,
    )
    .all(...args, query.per_page, (query.page - 1) * query.per_page) as WpRow[];
  return { rows, total };
}

export function findWpItem(db: Db, type: string, id: number): WpRow | undefined {
  return db.prepare('SELECT * FROM wp_items WHERE type = ? AND id = ?').get(type, id) as WpRow | undefined;
}

/** The WordPress REST shape of an item (posts add excerpt, author, categories). */
export function toWpItem(row: WpRow, baseUrl: string): Record<string, unknown> {
  const base = {
    id: row.id,
    date: row.date,
    date_gmt: row.date,
    modified: row.date,
    slug: row.slug,
    status: 'publish',
    type: row.type === 'posts' ? 'post' : row.type,
    link: `${baseUrl}/${row.type === 'posts' ? 'posts' : row.type}/${row.slug}`,
    title: { rendered: row.title },
    content: { rendered: row.content, protected: false },
    featured_media: row.featured_media,
    img_url: row.img_url,
    menu_order: row.menu_order,
    custom_fields: JSON.parse(row.custom_fields) as Record<string, unknown>,
  };
  if (row.type !== 'posts') return base;
  return {
    ...base,
    excerpt: { rendered: row.excerpt, protected: false },
    author: 1,
    author_name: row.author,
    categories: JSON.parse(row.categories) as number[],
  };
}

/** How many posts each category id has (for `/categories`). */
export function countPostsByCategory(db: Db): Map<number, number> {
  const rows = db
    .prepare(
      "SELECT value AS id, COUNT(*) AS count FROM wp_items, json_each(wp_items.categories) WHERE wp_items.type = 'posts' GROUP BY value",
    )
    .all() as { id: number; count: number }[];
  return new Map(rows.map((row) => [Number(row.id), row.count]));
}
