/**
 * The seed's read-only content: blog and CMS documents, and the words of the catalogue (plans,
 * instructors, course descriptions, lessons with their videos, quizzes). A database made with an
 * older version of it gets the new words on its next start; accounts, progress, attempts and ids are kept.
 */
import type { Db } from './connection.ts';
import { getMeta, setMeta } from './connection.ts';
import { mediaPath } from './media-urls.ts';
import { careerPaths, instructors, plans } from './seed-data/catalog.ts';
import { events, legalPages, mentors, promoFor, thankYouPages } from './seed-data/cms.ts';
import { courses, isFreeCourse } from './seed-data/courses.ts';
import { syncLessons } from './seed-lessons.ts';
import { footerItems, posts, WEBINAR_TITLE, webinarPopup } from './seed-data/wordpress.ts';

/** Bump it when the seeded content changes. */
export const CONTENT_VERSION = '4';

export const iso = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
export const daysAgo = (now: Date, days: number): string => iso(new Date(now.getTime() - days * 86_400_000));

/** Replaces the content when the seed's content changed since this database was made. */
export function refreshContent(db: Db): void {
  if (getMeta(db, 'content_version') === CONTENT_VERSION) return;
  // the new rows hold media paths; the rest of the database already holds them on this origin
  const origin = getMeta(db, 'media_origin') ?? '';
  db.transaction(() => {
    db.prepare('DELETE FROM wp_items').run();
    db.prepare('DELETE FROM cms_entries').run();
    seedContent(db, new Date());
    for (const [table, column] of [
      ['wp_items', 'img_url'],
      ['wp_items', 'content'],
      ['cms_entries', 'data'],
    ] as const) {
      db.prepare(`UPDATE ${table} SET ${column} = REPLACE(${column}, '/media/', ?)`).run(`${origin}/media/`);
    }
    refreshCatalogWords(db, origin);
    setMeta(db, 'content_version', CONTENT_VERSION);
  })();
}

/** The catalogue's words and portraits, in place: its rows keep their ids (progress and attempts point at them). */
function refreshCatalogWords(db: Db, origin: string): void {
  const plan = db.prepare('UPDATE plans SET description = ?, features = ? WHERE slug = ?');
  for (const p of plans) plan.run(p.description, JSON.stringify(p.features), p.slug);
  const instructor = db.prepare('UPDATE instructors SET title = ?, bio = ?, photo_url = ? WHERE name = ?');
  for (const i of instructors) instructor.run(i.title, i.bio, `${origin}${mediaPath.portrait(i.name)}`, i.name);
  const path = db.prepare('UPDATE career_paths SET description = ? WHERE slug = ?');
  for (const p of careerPaths) path.run(p.description, p.slug);
  const course = db.prepare('UPDATE courses SET description = ? WHERE slug = ?');
  for (const c of courses) course.run(c.description, c.slug);
  // lessons, videos with their lengths, and quizzes
  syncLessons(db);
}

export function seedContent(db: Db, now: Date): void {
  const wp = db.prepare(
    `INSERT INTO wp_items (type, slug, date, title, content, excerpt, author, featured_media, img_url, menu_order, categories, custom_fields)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  posts.forEach((post, index) => {
    wp.run(
      'posts',
      post.slug,
      daysAgo(now, 2 + index * 5),
      post.title,
      post.content,
      post.excerpt,
      post.author,
      100 + index,
      post.img,
      0,
      JSON.stringify(post.categories),
      '{}',
    );
  });
  footerItems.forEach((item, index) => {
    const fields = { button: [item.text], button_link: [item.link] };
    wp.run(
      'footer',
      item.slug,
      daysAgo(now, 365 - index),
      item.title,
      `<p>${item.content}</p>`,
      '',
      'QA Career',
      200 + index,
      item.img,
      index,
      '[]',
      JSON.stringify(fields),
    );
  });
  wp.run(
    'popups',
    'webinar',
    daysAgo(now, 1),
    `${WEBINAR_TITLE} webinar`,
    '',
    '',
    'QA Career',
    300,
    mediaPath.cover('webinar', 'kickstart'),
    0,
    '[]',
    JSON.stringify(webinarPopup(now)),
  );

  const cms = db.prepare('INSERT INTO cms_entries (collection, slug, position, data) VALUES (?, ?, ?, ?)');
  const put = (collection: string, entries: { slug: string; data: Record<string, unknown> }[]): void =>
    entries.forEach((entry, index) => cms.run(collection, entry.slug, index + 1, JSON.stringify(entry.data)));
  put('events', events(now));
  put('mentorship', mentors);
  put('thank-you', thankYouPages);
  put('legal', legalPages);
  put(
    'promo',
    courses.map((course) => promoFor({ ...course, isFree: isFreeCourse(course) })),
  );
}
