/**
 * Realistic answers of the main API and the CMS for the marketing pages' tests and the contract
 * test: the shapes of dev-api (plans, paths, courses, events, promo, thank-you, legal).
 */
import { http, HttpResponse } from 'msw';
import type { PlanOffer } from '@qa/shared/data/plans';
import { courseSummary } from '@qa/testing/course-fixtures';
import { mockApiOrigin, mockMedia } from '@qa/testing/mock-api-config';

export const API = mockApiOrigin;
export const CMS = `${mockApiOrigin}/api`;

export const plans: PlanOffer[] = [
  {
    id: 1,
    slug: 'free',
    name: 'Free',
    period: 'forever',
    price: 0,
    isFree: true,
    description: 'Start learning with the intro lectures of every course.',
    features: ['Intro lectures of every course', 'Community chat'],
  },
  {
    id: 2,
    slug: 'monthly',
    name: 'Monthly',
    period: 'month',
    price: 29,
    isFree: false,
    description: 'Full access, billed every month.',
    features: ['All courses and lectures', 'Certificates'],
  },
  {
    id: 3,
    slug: 'six-months',
    name: 'Six months',
    period: 'six-months',
    price: 149,
    isFree: false,
    description: 'Full access for six months.',
    features: ['All courses and lectures', 'Certificates', '2 mentor sessions'],
  },
  {
    id: 4,
    slug: 'annual',
    name: 'Annual',
    period: 'year',
    price: 249,
    isFree: false,
    description: 'A year of full access with mentorship.',
    features: ['All courses and lectures', 'Certificates', 'CV review'],
  },
];

export const courses = [
  courseSummary(1, 'qa-fundamentals', 'QA Fundamentals', { isFree: true, rating: 4.8, votes: 412 }),
  courseSummary(2, 'test-design-techniques', 'Test Design Techniques', { level: 'intermediate', votes: 80 }),
  courseSummary(3, 'api-testing-postman', 'API Testing with Postman', { pathId: 2, isFree: true, votes: 300 }),
  courseSummary(4, 'playwright-ui-automation', 'Playwright UI Automation', {
    pathId: 2,
    level: 'advanced',
    votes: 210,
  }),
];

export const courseDetail = {
  ...courses[3],
  description: 'Build a reliable UI test suite with Playwright and TypeScript.',
  instructor: {
    id: 2,
    name: 'Marcus Lee',
    title: 'Senior SDET',
    bio: 'Builds frameworks.',
    photoUrl: mockMedia('avatars/marcus-lee.svg'),
  },
  lectures: ['Why Playwright', 'Locators', 'Fixtures'].map((title, index) => ({
    id: 40 + index,
    position: index + 1,
    title,
    durationSeconds: 70 + index,
    isFreePreview: index === 0,
  })),
};

export const paths = [
  { id: 1, slug: 'manual-qa', title: 'Manual QA Engineer', level: 'beginner', durationWeeks: 12, coursesCount: 4 },
  {
    id: 2,
    slug: 'automation-qa',
    title: 'Automation QA Engineer',
    level: 'intermediate',
    durationWeeks: 16,
    coursesCount: 4,
  },
].map((path) => ({
  ...path,
  description: `${path.title}: from zero to hired.`,
  imageUrl: mockMedia(`covers/path-${path.slug}.svg`),
}));

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10) + 'T17:00:00Z';
export const events = [
  ['qa-career-kickstart', 'QA Career Kickstart', 'webinar', 7],
  ['playwright-workshop', 'Hands-on Playwright Workshop', 'workshop', 14],
  ['mock-interviews', 'Mock Interview Marathon', 'webinar', -10],
].map(([slug, title, kind, days], index) => ({
  id: index + 1,
  slug,
  title,
  kind,
  host: 'Tomasz Nowak',
  description: `${String(title)}: a live session.`,
  startsAt: inDays(Number(days)),
  durationMinutes: 90,
  isOnline: true,
  isPast: Number(days) < 0,
  price: 0,
  imageUrl: mockMedia(`covers/event-${String(slug)}.svg`),
  registrationUrl: '/thank-you/webinar',
}));

export const legalPage = {
  id: 1,
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  updatedAt: '2025-01-15',
  content:
    '<p>Who we are.</p><h2>1. Data we collect</h2><p>Your e-mail.</p><h2>2. Cookies</h2><p>Only with consent.</p><h2>3. Your rights</h2><p>Export or delete.</p>',
};

export const thankYou = {
  id: 1,
  slug: 'subscription',
  title: 'Welcome aboard!',
  text: 'Your subscription is active. Your courses are waiting in your dashboard.',
  buttonText: 'Go to dashboard',
  buttonLink: '/dashboard',
};

export const promo = {
  id: 4,
  slug: 'playwright-ui-automation',
  courseSlug: 'playwright-ui-automation',
  headline: 'Playwright UI Automation: start today',
  subheadline: 'Build a reliable UI test suite.',
  discountPercent: 30,
  promoCode: 'START30',
  benefits: ['Lifetime access to this course', 'Certificate on completion'],
  ctaText: 'Get the course',
};

const page = <T>(data: T[]) => ({
  data,
  meta: { pagination: { page: 1, pageSize: 10, total: data.length, pageCount: 1 } },
});

export const marketingHandlers = [
  http.get(`${API}/plans`, () => HttpResponse.json({ data: plans })),
  http.get(`${API}/paths`, () => HttpResponse.json({ data: paths })),
  http.get(`${API}/courses`, () => HttpResponse.json({ data: courses })),
  http.get(`${API}/courses/playwright-ui-automation`, () => HttpResponse.json(courseDetail)),
  http.get(`${CMS}/events`, () => HttpResponse.json(page(events))),
  http.get(`${CMS}/promo/courses/playwright-ui-automation`, () => HttpResponse.json({ data: promo })),
  http.get(`${CMS}/thank-you/subscription`, () => HttpResponse.json({ data: thankYou })),
  http.get(`${CMS}/legal/:slug`, ({ params }) => HttpResponse.json({ data: { ...legalPage, slug: params['slug'] } })),
];
