/**
 * Every image and video the seed references is served by this API itself (`/media/…`), so the site
 * works offline. The seed stores paths relative to the API (`/media/covers/course-x.svg`);
 * `placeMedia` prefixes them with the API's public origin once, and moves them when that origin
 * changes (another port), so the browser, the access token and the CMS documents all carry
 * absolute URLs that load from wherever the API now runs.
 */
import type { Db } from './connection.ts';
import { getMeta, setMeta } from './connection.ts';

/** A name as a URL key: `Zoë O'Brien` → `zoe-obrien`. */
export const slugOf = (name: string): string =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/ +/g, '-');

export const mediaPath = {
  /** A generated cover illustration; `kind` picks the motif, `key` the colours. */
  cover: (kind: 'course' | 'path' | 'post' | 'event' | 'footer' | 'webinar', key: string): string =>
    `/media/covers/${kind}-${slugOf(key)}.svg`,
  /** An initials avatar: the key is the person's name as a slug (`demo-learner` → DL). */
  avatar: (name: string): string => `/media/avatars/${slugOf(name)}.svg`,
  /** A portrait illustration of a mentor or speaker (a person, not initials). */
  portrait: (name: string): string => `/media/portraits/${slugOf(name)}.svg`,
  /** The sample lecture video (a few KB of WebM), for a lecture whose own video is not made yet. */
  lectureVideo: (): string => '/media/video/sample-lecture.webm',
  /** A lecture's own video, made from its slides (`position` is 1-based). */
  lectureVideoOf: (courseSlug: string, position: number): string => `/media/lectures/${courseSlug}-${position}.webm`,
  /** The captions of a lecture video: the same name as WebVTT. */
  captionsOf: (videoUrl: string): string => videoUrl.replace(/\.webm$/, '.vtt'),
};

/** Every column that may hold a `/media/` URL (JSON and HTML columns included). */
const MEDIA_COLUMNS = [
  ['users', 'profile_photo_url'],
  ['instructors', 'photo_url'],
  ['career_paths', 'image_url'],
  ['courses', 'image_url'],
  ['lectures', 'video_url'],
  ['wp_items', 'img_url'],
  ['wp_items', 'content'],
  ['cms_entries', 'data'],
] as const;

/** Makes every stored media URL absolute on `origin` (idempotent; cheap when nothing moved). */
export function placeMedia(db: Db, origin: string): void {
  const previous = getMeta(db, 'media_origin') ?? '';
  if (previous === origin) return;
  db.transaction(() => {
    for (const [table, column] of MEDIA_COLUMNS) {
      db.prepare(`UPDATE ${table} SET ${column} = REPLACE(${column}, ?, ?) WHERE instr(${column}, ?) > 0`).run(
        `${previous}/media/`,
        `${origin}/media/`,
        `${previous}/media/`,
      );
    }
    setMeta(db, 'media_origin', origin);
  })();
}
