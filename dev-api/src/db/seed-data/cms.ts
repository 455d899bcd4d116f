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

export const thankYouPages = [
  {
    slug: 'subscription',
    data: {
      title: 'Welcome aboard!',
      text: 'Your subscription is active. Your courses are waiting in your dashboard.',
      buttonText: 'Go to dashboard',
      buttonLink: '/dashboard',
    },
  },
  {
    slug: 'webinar',
    data: {
      title: 'You are registered!',
      text: 'We have sent the webinar link to your e-mail. See you there.',
      buttonText: 'Browse events',
      buttonLink: '/events',
    },
  },
  {
    slug: 'mentorship',
    data: {
      title: 'Request sent',
      text: 'Your mentor will get in touch within two working days.',
      buttonText: 'Back to mentors',
      buttonLink: '/mentorship',
    },
  },
];

const legal = (title: string, sections: string[]): Record<string, unknown> => ({
  title,
  updatedAt: '2025-01-15',
  content: sections
    .map((s, i) => `<h2>${i + 1}. ${s.split(':')[0]}</h2><p>${s.split(':').slice(1).join(':').trim()}</p>`)
    .join('\n'),
});

export const legalPages = [
  {
    slug: 'privacy-policy',
    data: legal('Privacy Policy', [
      'Data we collect: your e-mail, name, country and learning progress.',
      'Why: to run your account and improve courses.',
      'Cookies: only with your consent, except those needed to sign in.',
      'Your rights: ask us to export or delete your data at any time.',
    ]),
  },
  {
    slug: 'terms-and-conditions',
    data: legal('Terms and Conditions', [
      'Accounts: one person per account.',
      'Subscriptions: renew until cancelled; cancel any time from your profile.',
      'Content: for your personal learning only.',
      'Liability: courses are provided as is.',
    ]),
  },
  {
    slug: 'affiliate-program-conditions',
    data: legal('Affiliate Program Conditions', [
      'Commission: 20% of the first payment of each referred learner.',
      'Payouts: monthly, from 50 USD.',
      'Fair play: no paid ads on our brand name.',
    ]),
  },
];

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
