/** Seed: plans, career paths and instructors (courses are in courses.ts, people in team.ts). */
import { team, type TeamName } from './team.ts';

export const plans = [
  {
    slug: 'free',
    name: 'Free',
    period: 'forever',
    price: 0,
    isFree: true,
    description: 'Every lecture of the three starter courses, and the first lecture of every other course.',
    features: ['Three starter courses in full', 'First lecture of every course', 'Community chat', 'Rating board'],
  },
  {
    slug: 'monthly',
    name: 'Monthly',
    period: 'month',
    price: 29,
    isFree: false,
    description: 'Full access, billed every month.',
    features: ['All courses and lectures', 'Certificates', 'Community chat'],
  },
  {
    slug: 'six-months',
    name: 'Six months',
    period: 'six-months',
    price: 149,
    isFree: false,
    description: 'Full access for six months: the time a career path takes.',
    features: ['All courses and lectures', 'Certificates', '2 mentor sessions'],
  },
  {
    slug: 'annual',
    name: 'Annual',
    period: 'year',
    price: 249,
    isFree: false,
    description: 'A year of full access, with a mentor session every month.',
    features: ['All courses and lectures', 'Certificates', 'Monthly mentor session', 'CV review'],
  },
];

/** The course instructors, in id order (a course's `instructor` is the 1-based position here). */
export const instructors = (
  ['Olena Kravets', 'Marcus Lee', 'Priya Raman', 'Tomasz Nowak', 'Grace Okafor'] as const satisfies readonly TeamName[]
).map((name) => ({ name, title: team[name].role, bio: team[name].bio }));

export const careerPaths = [
  {
    slug: 'manual-qa',
    title: 'Manual QA Engineer',
    description:
      'From zero to the skills a junior tester is hired for: testing theory, test design, bug reports and the tools teams use every day.',
    level: 'beginner',
    weeks: 12,
  },
  {
    slug: 'automation-qa',
    title: 'Automation QA Engineer',
    description: 'Write maintainable UI and API tests in TypeScript and run them in CI: the skills SDET roles ask for.',
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
