/**
 * What a cover is about: its topic (which motif it draws, which palettes suit it) found from the
 * item's slug and title, so every course, post and event of the seed, and any new one, gets art that
 * says what it is.
 */

/** A cover's colours: a gradient dark enough for white text at its start, and one accent. */
export interface Palette {
  from: string;
  to: string;
  accent: string;
}

/** The brand family (#3D40D5 and its violet) first, then a few accents that sit well beside it. */
export const PALETTES = {
  indigo: { from: '#22248F', to: '#3D40D5', accent: '#FFB547' },
  violet: { from: '#3D40D5', to: '#7B5CF0', accent: '#5EEAD4' },
  midnight: { from: '#15164A', to: '#3D40D5', accent: '#7DD3FC' },
  plum: { from: '#3B1F8F', to: '#8B54D9', accent: '#FDA4AF' },
  teal: { from: '#0B3F4A', to: '#0F766E', accent: '#FCD34D' },
  ocean: { from: '#132F6B', to: '#2457C5', accent: '#A5F3FC' },
  berry: { from: '#5A1850', to: '#A92F6C', accent: '#FDE68A' },
  ember: { from: '#6B240B', to: '#B83F0F', accent: '#FDE68A' },
  slate: { from: '#111827', to: '#34398F', accent: '#6EE7B7' },
} as const satisfies Record<string, Palette>;
type PaletteName = keyof typeof PALETTES;

export type Motif =
  | 'api'
  | 'automation'
  | 'sql'
  | 'performance'
  | 'career'
  | 'security'
  | 'bug'
  | 'web'
  | 'code'
  | 'ci'
  | 'design'
  | 'fundamentals'
  | 'path'
  | 'event'
  | 'blog';

export interface Topic {
  motif: Motif;
  /** A few words for the cover's label ('API testing'). */
  label: string;
  palettes: readonly PaletteName[];
}

export const TOPICS: Record<Motif, Topic> = {
  api: { motif: 'api', label: 'API testing', palettes: ['ocean', 'teal'] },
  automation: { motif: 'automation', label: 'UI automation', palettes: ['violet', 'indigo'] },
  sql: { motif: 'sql', label: 'SQL and data', palettes: ['slate', 'ocean'] },
  performance: { motif: 'performance', label: 'Performance', palettes: ['ember', 'berry'] },
  career: { motif: 'career', label: 'Career', palettes: ['indigo', 'plum'] },
  security: { motif: 'security', label: 'Security', palettes: ['midnight', 'slate'] },
  bug: { motif: 'bug', label: 'Bug reports', palettes: ['berry', 'ember'] },
  web: { motif: 'web', label: 'Web testing', palettes: ['teal', 'ocean'] },
  code: { motif: 'code', label: 'Test code', palettes: ['midnight', 'violet'] },
  ci: { motif: 'ci', label: 'CI/CD', palettes: ['teal', 'slate'] },
  design: { motif: 'design', label: 'Test design', palettes: ['plum', 'violet'] },
  fundamentals: { motif: 'fundamentals', label: 'QA basics', palettes: ['indigo', 'midnight'] },
  path: { motif: 'path', label: 'Career path', palettes: ['violet', 'indigo', 'teal'] },
  event: { motif: 'event', label: 'Live event', palettes: ['plum', 'berry', 'ocean'] },
  blog: { motif: 'blog', label: 'Article', palettes: ['midnight', 'plum'] },
};

/** First match wins: the narrower subjects come before the words many titles share ('testing'). */
const RULES: readonly [Motif, RegExp][] = [
  ['security', /\b(security|owasp|xss|attack|vulnerab\w*|injection)\b/],
  ['performance', /\b(performance|load|k6|percentiles?|stress|soak|latency)\b/],
  ['api', /\b(api|apis|postman|rest|contract)\b/],
  ['sql', /\b(sql|database|databases|queries)\b/],
  ['ci', /\b(ci|cd|pipelines?|devops)\b/],
  ['code', /\b(typescript|javascript|coding)\b/],
  ['automation', /\b(playwright|automation|automated|selenium|locators?|flaky|ui)\b/],
  ['bug', /\b(bugs?|jira|defects?)\b/],
  ['web', /\b(devtools|web|browser|http)\b/],
  ['design', /\b(design|boundary|equivalence|exploratory|charters?|shift|techniques?)\b/],
  ['career', /\b(career|job|jobs|interviews?|portfolio|lead|hired?|become|kickstart|mentor\w*|rating)\b/],
  ['fundamentals', /\b(fundamentals|basics|manual|courses)\b/],
];

/** The topic of an item from its slug and title; `fallback` when no word gives it away. */
export function topicOf(text: string, fallback: Motif): Topic {
  const words = text.toLowerCase().replace(/[^a-z0-9]+/g, ' ');
  const found = RULES.find(([, pattern]) => pattern.test(words));
  return TOPICS[found ? found[0] : fallback];
}
