import { formatDuration } from '@qa/shared/kernel/format/duration';

/** The pace docs/behaviour.md gives for posts' reading time, so a lesson and a post read alike. */
const WORDS_PER_MINUTE = 220;

/** Words of an HTML text: tags and entities are not words. */
const wordCount = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z0-9#]+;/gi, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** '6 min read': the lesson's words at 220 a minute, rounded up, at least one minute. */
export const readingTimeLabel = (html: string): string =>
  `${formatDuration(Math.max(1, Math.ceil(wordCount(html) / WORDS_PER_MINUTE)))} read`;
