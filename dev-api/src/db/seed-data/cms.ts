import { mediaPath, slugOf } from '../media-urls.ts';

/** Seed: CMS documents (events, mentorship, promo, thank-you and legal pages). */
const day = 24 * 60 * 60 * 1000;
/** `days` from now at `hour`:`minute` UTC, on whole minutes. */
const at = (now: Date, days: number, hour: number, minute = 0): string =>
  `${new Date(now.getTime() + days * day).toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`;

/** The people who host events and mentor learners: one record, used by both collections. */
const people = {
  'Tomasz Nowak': {
    role: 'QA lead, e-commerce',
    bio: 'Has hired more than forty testers and still reviews every CV himself.',
  },
  'Marcus Lee': { role: 'Senior SDET', bio: 'Builds Playwright frameworks that teams keep using after he leaves.' },
  'Grace Okafor': {
    role: 'API and security tester',
    bio: 'Breaks APIs for a living and teaches others to do it on purpose.',
  },
  'Priya Raman': {
    role: 'Performance engineer',
    bio: 'Finds the slow query before the customers do, with k6 and a lot of graphs.',
  },
  'Olena Kravets': {
    role: 'Head of QA, fintech',
    bio: 'Runs a test team of twelve and mentors new testers every week.',
  },
  'Diego Alvarez': {
    role: 'Mobile QA engineer',
    bio: 'Tests banking apps on real devices and teaches Appium from the ground up.',
  },
  'Aisha Bello': {
    role: 'QA manager, health tech',
    bio: 'Leads testing in a regulated industry and coaches testers into their first lead role.',
  },
} as const;
type Person = keyof typeof people;
const speaker = (name: Person) => ({ name, ...people[name], photoUrl: mediaPath.portrait(name) });

type EventKind = 'webinar' | 'workshop' | 'meetup';
const eventList: [string, string, EventKind, number, number, Person, string, string[]][] = [
  [
    'qa-career-kickstart',
    'QA Career Kickstart',
    'webinar',
    7,
    17,
    'Tomasz Nowak',
    'Your first QA job in 90 days: a plan, a portfolio and a live Q&A.',
    ['What hiring managers look for', 'A 90-day learning plan', 'Portfolio review of two volunteers', 'Live Q&A'],
  ],
  [
    'playwright-workshop',
    'Hands-on Playwright Workshop',
    'workshop',
    14,
    16,
    'Marcus Lee',
    'Build a reliable end-to-end suite from scratch in three hours.',
    ['Project set-up and the first test', 'Locators by role and label', 'Fixtures and test data', 'Running in CI'],
  ],
  [
    'api-testing-live',
    'API Testing Live',
    'workshop',
    21,
    15,
    'Grace Okafor',
    'Test a real REST API with Postman, from smoke checks to contract tests.',
    ['Reading an API description', 'Negative paths: 400 to 404', 'Schemas and contract tests'],
  ],
  [
    'performance-night',
    'Performance Testing Night',
    'meetup',
    30,
    18,
    'Priya Raman',
    'Lightning talks on k6, percentiles and finding bottlenecks.',
    ['Doors open and introductions', 'Talk: percentiles without fooling yourself', 'Talk: k6 in CI', 'Open discussion'],
  ],
  [
    'mobile-testing-basics',
    'Mobile Testing Basics',
    'webinar',
    40,
    14,
    'Diego Alvarez',
    'Real devices, emulators and the bugs only phones have.',
    ['Devices versus emulators', 'Gestures, rotation and interruptions', 'Q&A'],
  ],
  [
    'mock-interviews',
    'Mock Interview Marathon',
    'webinar',
    -10,
    17,
    'Tomasz Nowak',
    'Recorded: five mock interviews with feedback.',
    ['How the marathon works', 'Five interviews with feedback', 'Common mistakes, summed up'],
  ],
  [
    'first-lead-role',
    'From Tester to QA Lead',
    'meetup',
    -24,
    16,
    'Aisha Bello',
    'Stories and advice from testers who became leads, and what they wish they had known.',
    ['Panel introductions', 'Stories from three new leads', 'Questions from the room'],
  ],
];

export function events(now: Date): { slug: string; data: Record<string, unknown> }[] {
  return eventList.map(([slug, title, kind, inDays, hour, host, description, agenda], index) => {
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
        location: kind === 'meetup' ? 'QA Career office, Warsaw' : 'Online',
        isPast: inDays < 0,
        price: index === 1 ? 19 : 0,
        imageUrl: mediaPath.cover('event', slug),
        registrationUrl: `https://example.com/events/${slug}`,
        speaker: speaker(host),
        // each item's start as minutes from the event's start
        agenda: agenda.map((item, position) => ({ startsAfterMinutes: position * step, title: item })),
      },
    };
  });
}

const mentorList: [Person, string[], number, number, number][] = [
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
      title: people[name].role,
      topics,
      pricePerSession: price,
      sessionMinutes: 60,
      rating,
      votes,
      photoUrl: mediaPath.portrait(name),
      bio: `${people[name].bio} ${name} mentors testers who want to grow faster: bring a question, a CV or a test plan, and leave with a next step.`,
    },
  }),
);

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
