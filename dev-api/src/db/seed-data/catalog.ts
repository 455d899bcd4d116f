/** Seed: plans, career paths and instructors (courses are in courses.ts). */
export const plans = [
  {
    slug: 'free',
    name: 'Free',
    period: 'forever',
    price: 0,
    isFree: true,
    description: 'Start learning with the intro lectures of every course.',
    features: ['Intro lectures of every course', 'Community chat', 'Rating board'],
  },
  {
    slug: 'monthly',
    name: 'Monthly',
    period: 'month',
    price: 29,
    isFree: false,
    description: 'Full access, billed every month.',
    features: ['All courses and lectures', 'Certificates', 'Monthly workshop'],
  },
  {
    slug: 'six-months',
    name: 'Six months',
    period: 'six-months',
    price: 149,
    isFree: false,
    description: 'Full access for six months: the time a career path takes.',
    features: ['All courses and lectures', 'Certificates', 'All workshops', '2 mentor sessions'],
  },
  {
    slug: 'annual',
    name: 'Annual',
    period: 'year',
    price: 249,
    isFree: false,
    description: 'A year of full access with mentorship.',
    features: ['All courses and lectures', 'Certificates', 'All workshops', 'Monthly mentor session', 'CV review'],
  },
];

export const instructors = [
  {
    name: 'Olena Kravets',
    title: 'Head of QA, fintech',
    bio: 'Twelve years in testing, from manual regression to building a 40-person QA guild.',
  },
  {
    name: 'Marcus Lee',
    title: 'Senior SDET',
    bio: 'Builds test frameworks in TypeScript and Java; Playwright contributor.',
  },
  {
    name: 'Priya Raman',
    title: 'Performance engineer',
    bio: 'Load-tests payment systems; speaks about k6 and JMeter at meetups.',
  },
  {
    name: 'Tomasz Nowak',
    title: 'QA lead, e-commerce',
    bio: 'Has hired more than a hundred testers and coaches juniors through interviews.',
  },
  {
    name: 'Grace Okafor',
    title: 'API testing consultant',
    bio: 'Helps teams test microservices with contract tests and Postman.',
  },
];

export const careerPaths = [
  {
    slug: 'manual-qa',
    title: 'Manual QA Engineer',
    description:
      'From zero to your first QA job: testing theory, test design, bug reports and the tools teams use every day.',
    level: 'beginner',
    weeks: 12,
  },
  {
    slug: 'automation-qa',
    title: 'Automation QA Engineer',
    description: 'Write maintainable UI and API tests in TypeScript, run them in CI and earn an SDET role.',
    level: 'intermediate',
    weeks: 20,
  },
  {
    slug: 'performance-qa',
    title: 'Performance & Security Testing',
    description: 'Measure, load-test and harden web applications; the specialist path for experienced testers.',
    level: 'advanced',
    weeks: 10,
  },
];
