/**
 * What a cover shows about its item: the title and a short label, looked up from the seed by the
 * cover's kind and slug (the URL names nothing else), and the topic that picks its motif.
 */
import { careerPaths } from '../../db/seed-data/catalog.ts';
import { seedEvents } from '../../db/seed-data/cms.ts';
import { courses } from '../../db/seed-data/courses.ts';
import { postCategories, posts } from '../../db/seed-data/posts.ts';
import { footerItems, WEBINAR_TITLE } from '../../db/seed-data/wordpress.ts';
import { type Motif, type Topic, TOPICS, topicOf } from './cover-topics.ts';

export type CoverKind = 'course' | 'path' | 'post' | 'event' | 'footer' | 'webinar';

export interface CoverSubject {
  /** The item's title; empty for a slug the seed does not know. */
  title: string;
  /** A few words above the title ('Course · API testing'). */
  label: string;
  topic: Topic;
  /** The topic's colours, with the kind's own motif where the kind has one (events, paths). */
  motif: Motif;
}

const KIND_WORDS: Record<CoverKind, string> = {
  course: 'Course',
  path: 'Career path',
  post: 'Article',
  event: 'Event',
  footer: 'QA Career',
  webinar: 'Free webinar',
};
const EVENT_WORDS: Record<string, string> = { webinar: 'Webinar', workshop: 'Workshop', meetup: 'Meetup' };

function titleOf(kind: CoverKind, slug: string): { title: string; detail?: string } {
  switch (kind) {
    case 'course':
      return { title: courses.find((c) => c.slug === slug)?.title ?? '' };
    case 'path':
      return { title: careerPaths.find((p) => p.slug === slug)?.title ?? '' };
    case 'post': {
      const post = posts.find((p) => p.slug === slug);
      const category = postCategories.find((c) => c.id === post?.categories[0]);
      return { title: post?.title ?? '', detail: category?.name };
    }
    case 'event': {
      const event = seedEvents.find((e) => e.slug === slug);
      return { title: event?.title ?? '', detail: event ? EVENT_WORDS[event.kind] : undefined };
    }
    case 'footer':
      return { title: footerItems.find((f) => f.slug === slug)?.title ?? '' };
    case 'webinar':
      return { title: WEBINAR_TITLE };
  }
}

/** The kinds whose art is about the kind itself; the topic still picks the colours. */
const KIND_MOTIF: Partial<Record<CoverKind, Motif>> = { path: 'path', event: 'event', webinar: 'event' };
const FALLBACK: Record<CoverKind, Motif> = {
  course: 'fundamentals',
  path: 'path',
  post: 'blog',
  event: 'event',
  footer: 'fundamentals',
  webinar: 'event',
};

export function coverSubject(kind: CoverKind, slug: string): CoverSubject {
  const { title, detail } = titleOf(kind, slug);
  const topic = topicOf(`${slug} ${title}`, FALLBACK[kind]);
  // An article on test design reads as writing: the page-and-pen motif suits it better than a table.
  const motif = KIND_MOTIF[kind] ?? (kind === 'post' && topic.motif === 'design' ? 'blog' : topic.motif);
  // an event on no particular subject ('Basics') takes the events' own colours
  const palettes = motif === 'event' && topic.motif === 'fundamentals' ? TOPICS.event : topic;
  const second = kind === 'course' ? topic.label : kind === 'event' ? undefined : detail;
  const first = kind === 'event' ? (detail ?? KIND_WORDS.event) : KIND_WORDS[kind];
  return { title, label: second ? `${first} · ${second}` : first, topic: palettes, motif };
}
