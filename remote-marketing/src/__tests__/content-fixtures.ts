/**
 * Answers of the blog content API and the CMS for the blog, events and mentorship pages: the
 * shapes of dev-api (WordPress posts with paging headers, categories, events, mentors).
 */
import { http, HttpResponse } from 'msw';
import type { Category, Post } from '../features/blog/api/types';
import type { QaEvent } from '../features/events/api/types';
import type { Mentor } from '../features/mentorship/api/types';
import { mockMedia } from '@qa/testing/mock-api-config';
import { API, CMS } from './fixtures';

export const BLOG = `${API}/wp-json/wp/v2`;

export const categories: Category[] = [
  { id: 2, name: 'Career', slug: 'career', count: 6 },
  { id: 4, name: 'Automation', slug: 'automation', count: 5 },
  { id: 6, name: 'Security', slug: 'security', count: 1 },
];

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

export const makePost = (id: number, category: number, extra: Partial<Post> = {}): Post => ({
  id,
  date: new Date(Date.UTC(2026, 10, 20 - id)).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  slug: `post-${id}`,
  title: { rendered: `Post number ${id}` },
  excerpt: { rendered: `<p>Excerpt of post ${id} &amp; more.</p>` },
  content: {
    rendered: `<p>${words(600)}</p><h2>Why it matters</h2><p>Because.</p><h2>What to do next</h2><p>Practise.</p>`,
  },
  author_name: 'Olena Kravets',
  img_url: mockMedia(`covers/post-post-${id}.svg`),
  categories: [category],
  ...extra,
});

/** 12 posts: 6 career (2), 5 automation (4), 1 security (6). */
export const posts: Post[] = Array.from({ length: 12 }, (_, index) =>
  makePost(index + 1, index < 6 ? 2 : index < 11 ? 4 : 6),
);

export const hostilePost = makePost(99, 6, {
  slug: 'xss-payloads-explained',
  title: { rendered: 'What an XSS Payload Looks Like' },
  content: {
    rendered: [
      '<p>Payloads.</p><script>window.__hostile = "script"</script>',
      '<h2 onclick="window.__hostile = 1">Event handlers</h2>',
      '<p onclick="window.__hostile = \'onclick\'">Click me</p>',
      '<img src="data:image/png;base64,broken" alt="broken" onerror="window.__hostile = \'onerror\'">',
      '<a href="javascript:window.__hostile=1">A javascript: link</a>',
      '<iframe src="javascript:window.__hostile=1" title="frame"></iframe>',
    ].join(''),
  },
});

/** WordPress list semantics: per_page, page, categories, search, slug; totals in the headers. */
export function listPosts(url: URL, all: Post[] = [...posts, hostilePost]) {
  const slug = url.searchParams.get('slug');
  const category = Number(url.searchParams.get('categories') ?? 0);
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const perPage = Number(url.searchParams.get('per_page') ?? 10);
  const page = Number(url.searchParams.get('page') ?? 1);
  const matching = all.filter(
    (post) =>
      (!slug || post.slug === slug) &&
      (!category || post.categories.includes(category)) &&
      (!search || `${post.title.rendered} ${post.content.rendered}`.toLowerCase().includes(search)),
  );
  const totalPages = Math.max(1, Math.ceil(matching.length / perPage));
  if (page > totalPages && matching.length > 0)
    return HttpResponse.json(
      { message: 'The page number requested is larger than the number of pages available.' },
      { status: 400 },
    );
  return HttpResponse.json(matching.slice((page - 1) * perPage, page * perPage), {
    headers: { 'X-WP-Total': String(matching.length), 'X-WP-TotalPages': String(totalPages) },
  });
}

const inDays = (days: number, hour = 17) =>
  new Date(Math.floor(Date.now() / 86_400_000 + days) * 86_400_000 + hour * 3_600_000)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z');

export const makeEvent = (id: number, slug: string, title: string, kind: string, days: number): QaEvent => ({
  id,
  slug,
  title,
  kind,
  host: 'Marcus Lee',
  description: `${title}: a live session.`,
  startsAt: inDays(days),
  durationMinutes: 90,
  isOnline: kind !== 'meetup',
  location: kind === 'meetup' ? 'QA Career office, Warsaw' : 'Online',
  isPast: days < 0,
  price: id === 2 ? 19 : 0,
  imageUrl: mockMedia(`covers/event-${slug}.svg`),
  registrationUrl: '/thank-you/webinar',
  speaker: {
    name: 'Marcus Lee',
    role: 'Senior SDET',
    bio: 'Builds frameworks.',
    photoUrl: mockMedia('portraits/marcus-lee.svg'),
  },
  agenda: [
    { startsAfterMinutes: 0, title: 'Welcome' },
    { startsAfterMinutes: 30, title: 'Hands-on part' },
    { startsAfterMinutes: 60, title: 'Q&A' },
  ],
});

export const events: QaEvent[] = [
  makeEvent(1, 'playwright-workshop', 'Hands-on Playwright Workshop', 'workshop', 14),
  makeEvent(2, 'qa-career-kickstart', 'QA Career Kickstart', 'webinar', 7),
  makeEvent(3, 'performance-night', 'Performance Testing Night', 'meetup', 30),
  makeEvent(4, 'mock-interviews', 'Mock Interview Marathon', 'webinar', -10),
];

export const mentors: Mentor[] = [
  ['Olena Kravets', 'Head of QA, fintech', ['Career planning', 'Test strategy'], 4.9, 84],
  ['Marcus Lee', 'Senior SDET', ['Playwright', 'TypeScript'], 4.8, 61],
  ['Priya Raman', 'Performance engineer', ['k6', 'JMeter'], 5, 23],
].map(([name, title, topics, rating, votes], index) => ({
  id: index + 1,
  slug: String(name).toLowerCase().replace(' ', '-'),
  name: String(name),
  title: String(title),
  topics: topics as string[],
  pricePerSession: 60,
  sessionMinutes: 60,
  rating: Number(rating),
  votes: Number(votes),
  photoUrl: mockMedia(`portraits/${String(name).toLowerCase().replace(' ', '-')}.svg`),
  bio: `${String(name)} mentors testers who want to grow faster.`,
}));

const envelope = <T>(data: T[]) => ({
  data,
  meta: { pagination: { page: 1, pageSize: 100, total: data.length, pageCount: 1 } },
});

export const contentHandlers = [
  http.get(`${BLOG}/categories`, () => HttpResponse.json(categories)),
  http.get(`${BLOG}/posts`, ({ request }) => listPosts(new URL(request.url))),
  http.get(`${CMS}/events`, () => HttpResponse.json(envelope(events))),
  http.get(`${CMS}/events/:slug`, ({ params }) => {
    const event = events.find((e) => e.slug === params['slug']);
    return event
      ? HttpResponse.json({ data: event })
      : HttpResponse.json({ message: 'There is no event.' }, { status: 404 });
  }),
  http.get(`${CMS}/mentorship`, () => HttpResponse.json(envelope(mentors))),
  http.get(`${CMS}/mentorship/:id`, ({ params }) => {
    const mentor = mentors.find((m) => String(m.id) === params['id']);
    return mentor
      ? HttpResponse.json({ data: mentor })
      : HttpResponse.json({ message: 'There is no mentor.' }, { status: 404 });
  }),
];

/** The item at `index`, or a failed test naming what was missing. */
export function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index} in a list of ${list.length}`);
  return item;
}
