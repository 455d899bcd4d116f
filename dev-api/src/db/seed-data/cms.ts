/** Seed: CMS documents (events, mentorship, promo, thank-you and legal pages). */
import { mediaPath, slugOf } from '../media-urls.ts';
import { company } from './company.ts';
import { team, type TeamName } from './team.ts';

const day = 24 * 60 * 60 * 1000;
/** `days` from now at `hour`:`minute` UTC, on whole minutes. */
const at = (now: Date, days: number, hour: number, minute = 0): string =>
  `${new Date(now.getTime() + days * day).toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`;

const speaker = (name: TeamName) => ({
  name,
  role: team[name].role,
  bio: team[name].bio,
  photoUrl: mediaPath.portrait(name),
});

type EventKind = 'webinar' | 'workshop' | 'meetup';
interface SeedEvent {
  slug: string;
  title: string;
  kind: EventKind;
  /** Days from the seed's start; negative for past events. */
  inDays: number;
  /** Start hour, UTC. */
  hour: number;
  host: TeamName;
  description: string;
  agenda: string[];
}

export const seedEvents: readonly SeedEvent[] = [
  {
    slug: 'qa-career-kickstart',
    title: 'QA Career Kickstart',
    kind: 'webinar',
    inDays: 7,
    hour: 17,
    host: 'Tomasz Nowak',
    description:
      'How to plan your way into a first QA job: which skills to learn first, a portfolio that shows them, and your questions answered live.',
    agenda: [
      'What hiring managers look for',
      'A 90-day learning plan',
      'Portfolio review of two volunteers',
      'Live Q&A',
    ],
  },
  {
    slug: 'playwright-workshop',
    title: 'Hands-on Playwright Workshop',
    kind: 'workshop',
    inDays: 14,
    hour: 16,
    host: 'Marcus Lee',
    description: 'Build a small end-to-end suite from an empty folder in three hours, with Marcus reviewing as you go.',
    agenda: [
      'Project set-up and the first test',
      'Locators by role and label',
      'Fixtures and test data',
      'Running in CI',
    ],
  },
  {
    slug: 'api-testing-live',
    title: 'API Testing Live',
    kind: 'workshop',
    inDays: 21,
    hour: 15,
    host: 'Grace Okafor',
    description: 'Test a REST API with Postman together, from the first smoke check to a contract test.',
    agenda: ['Reading an API description', 'Negative paths: 400 to 404', 'Schemas and contract tests'],
  },
  {
    slug: 'performance-night',
    title: 'Performance Testing Night',
    kind: 'meetup',
    inDays: 30,
    hour: 18,
    host: 'Priya Raman',
    description: 'Lightning talks on k6, percentiles and finding bottlenecks, then an open discussion.',
    agenda: [
      'Doors open and introductions',
      'Talk: percentiles without fooling yourself',
      'Talk: k6 in CI',
      'Open discussion',
    ],
  },
  {
    slug: 'mobile-testing-basics',
    title: 'Mobile Testing Basics',
    kind: 'webinar',
    inDays: 40,
    hour: 14,
    host: 'Diego Alvarez',
    description: 'Real devices, emulators and the bugs only phones have.',
    agenda: ['Devices versus emulators', 'Gestures, rotation and interruptions', 'Q&A'],
  },
  {
    slug: 'mock-interviews',
    title: 'Mock Interview Marathon',
    kind: 'webinar',
    inDays: -10,
    hour: 17,
    host: 'Tomasz Nowak',
    description: 'Five mock interviews for junior QA roles, each followed by feedback from a hiring QA lead.',
    agenda: ['How the marathon works', 'Five interviews with feedback', 'Common mistakes, summed up'],
  },
  {
    slug: 'first-lead-role',
    title: 'From Tester to QA Lead',
    kind: 'meetup',
    inDays: -24,
    hour: 16,
    host: 'Aisha Bello',
    description: 'Stories and advice from testers who became leads, and what they wish they had known.',
    agenda: ['Panel introductions', 'Stories from three new leads', 'Questions from the room'],
  },
];

/**
 * Where an event's Register leads: a page of this site (the content-link rule opens a path in
 * place). The events page sends a visitor without an account to sign up first and back.
 */
const REGISTRATION_PATH = '/thank-you/webinar';

export function events(now: Date): { slug: string; data: Record<string, unknown> }[] {
  return seedEvents.map(({ slug, title, kind, inDays, hour, host, description, agenda }) => {
    const durationMinutes = kind === 'workshop' ? 180 : 90;
    const step = Math.floor(durationMinutes / agenda.length);
    return {
      slug,
      data: {
        title,
        kind,
        host,
        description,
        startsAt: at(now, inDays, hour),
        durationMinutes,
        isOnline: kind !== 'meetup',
        location: kind === 'meetup' ? `QA Career office, ${company.street}, ${company.city}` : 'Online',
        isPast: inDays < 0,
        price: 0,
        imageUrl: mediaPath.cover('event', slug),
        registrationUrl: REGISTRATION_PATH,
        speaker: speaker(host),
        // each item's start as minutes from the event's start
        agenda: agenda.map((item, position) => ({ startsAfterMinutes: position * step, title: item })),
      },
    };
  });
}

const mentorList: [TeamName, string[], number, number, number][] = [
  ['Olena Kravets', ['Career planning', 'Test strategy', 'Manual testing'], 60, 4.9, 84],
  ['Marcus Lee', ['Playwright', 'TypeScript', 'CI'], 55, 4.8, 61],
  ['Priya Raman', ['k6', 'JMeter', 'Observability'], 70, 5, 23],
  ['Tomasz Nowak', ['Interviews', 'CV review', 'Career planning'], 45, 4.9, 112],
  ['Grace Okafor', ['API testing', 'Postman', 'Security basics'], 50, 4.7, 38],
  ['Diego Alvarez', ['Appium', 'Mobile testing', 'Kotlin'], 50, 4.6, 19],
  ['Aisha Bello', ['Leadership', 'Test process', 'Regulated industries'], 65, 4.8, 27],
];

export const mentors: { slug: string; data: Record<string, unknown> }[] = mentorList.map(
  ([name, topics, price, rating, votes]) => ({
    slug: slugOf(name),
    data: {
      name,
      title: team[name].role,
      topics,
      pricePerSession: price,
      sessionMinutes: 60,
      rating,
      votes,
      photoUrl: mediaPath.portrait(name),
      bio: team[name].bio,
    },
  }),
);

// Thank-you and legal pages are longer documents, each in its own file.
export { thankYouPages } from './thank-you.ts';
export { legalPages } from './legal.ts';

/** A course's promo page: what the offer includes, in words the product keeps. */
export function promoFor(course: { slug: string; title: string; summary: string; isFree: boolean }): {
  slug: string;
  data: Record<string, unknown>;
} {
  return {
    slug: course.slug,
    data: {
      courseSlug: course.slug,
      headline: `${course.title}: start today`,
      subheadline: course.summary,
      discountPercent: null,
      promoCode: null,
      benefits: [
        `Every lecture of ${course.title}, with captions`,
        course.isFree ? 'Free with an account: no card needed' : 'A certificate when you finish',
        'Questions answered in the community chat',
      ],
      ctaText: course.isFree ? 'Start for free' : 'Get the course',
    },
  };
}
