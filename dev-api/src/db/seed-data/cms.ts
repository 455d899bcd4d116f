import { mediaPath } from '../media-urls.ts';

/** Seed: CMS documents (events, mentorship, promo, thank-you and legal pages). */
const day = 24 * 60 * 60 * 1000;
const at = (now: Date, days: number): string =>
  new Date(now.getTime() + days * day).toISOString().slice(0, 10) + 'T17:00:00Z';

export function events(now: Date): { slug: string; data: Record<string, unknown> }[] {
  const list = [
    [
      'qa-career-kickstart',
      'QA Career Kickstart',
      'webinar',
      7,
      'Tomasz Nowak',
      'Your first QA job in 90 days: a plan, a portfolio and a live Q&A.',
    ],
    [
      'playwright-workshop',
      'Hands-on Playwright Workshop',
      'workshop',
      14,
      'Marcus Lee',
      'Build a reliable end-to-end suite from scratch in three hours.',
    ],
    [
      'api-testing-live',
      'API Testing Live',
      'workshop',
      21,
      'Grace Okafor',
      'Test a real REST API with Postman, from smoke checks to contract tests.',
    ],
    [
      'performance-night',
      'Performance Testing Night',
      'meetup',
      30,
      'Priya Raman',
      'Lightning talks on k6, percentiles and finding bottlenecks.',
    ],
    [
      'mock-interviews',
      'Mock Interview Marathon',
      'webinar',
      -10,
      'Tomasz Nowak',
      'Recorded: five mock interviews with feedback.',
    ],
  ] as const;
  return list.map(([slug, title, kind, inDays, host, description], index) => ({
    slug,
    data: {
      title,
      kind,
      host,
      description,
      startsAt: at(now, inDays),
      durationMinutes: kind === 'workshop' ? 180 : 90,
      isOnline: true,
      isPast: inDays < 0,
      price: index === 1 ? 19 : 0,
      imageUrl: mediaPath.cover('event', slug),
      registrationUrl: `https://example.com/events/${slug}`,
    },
  }));
}

export const mentors: { slug: string; data: Record<string, unknown> }[] = [
  ['olena-kravets', 'Olena Kravets', 'Head of QA, fintech', ['Career planning', 'Test strategy'], 60, 4.9],
  ['marcus-lee', 'Marcus Lee', 'Senior SDET', ['Playwright', 'TypeScript', 'CI'], 55, 4.8],
  ['priya-raman', 'Priya Raman', 'Performance engineer', ['k6', 'JMeter', 'Observability'], 70, 5],
  ['tomasz-nowak', 'Tomasz Nowak', 'QA lead, e-commerce', ['Interviews', 'CV review'], 45, 4.9],
].map(([slug, name, title, topics, price, rating]) => ({
  slug: slug as string,
  data: {
    name,
    title,
    topics,
    pricePerSession: price,
    sessionMinutes: 60,
    rating,
    photoUrl: mediaPath.avatar(String(name)),
    bio: `${String(name)} mentors testers who want to grow faster.`,
  },
}));

// Thank-you and legal pages are longer documents, each in its own file.
export { thankYouPages } from './thank-you.ts';
export { legalPages } from './legal.ts';

export function promoFor(course: { slug: string; title: string; summary: string }): {
  slug: string;
  data: Record<string, unknown>;
} {
  return {
    slug: course.slug,
    data: {
      courseSlug: course.slug,
      headline: `${course.title}: start today`,
      subheadline: course.summary,
      discountPercent: 30,
      promoCode: 'START30',
      benefits: ['Lifetime access to this course', 'Certificate on completion', 'Community chat with mentors'],
      ctaText: 'Get the course',
    },
  };
}
