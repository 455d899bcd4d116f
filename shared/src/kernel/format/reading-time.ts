/** How long a text takes to read: a post's, a lesson's. One pace, so both read alike. */
import { formatDuration } from '@qa/shared/kernel/format/duration';
import { plainText } from '@qa/shared/kernel/format/plain-text';

/** An adult's silent reading pace for non-fiction, a little under the usual ~240 for a screen. */
export const WORDS_PER_MINUTE = 220;

/** Words of an HTML text: tags are not words, entities are the characters they stand for. */
const wordCount = (html: string) => plainText(html).split(' ').filter(Boolean).length;

/**
 * The minutes the text takes to read: its words at WORDS_PER_MINUTE, rounded up (a 3.2-minute
 * article is not a 3-minute one), at least one.
 */
export const readingMinutes = (html: string): number => Math.max(1, Math.ceil(wordCount(html) / WORDS_PER_MINUTE));

/** '6 min read'. */
export const readingTimeLabel = (html: string): string => `${formatDuration(readingMinutes(html))} read`;
