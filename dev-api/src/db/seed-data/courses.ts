/** Seed: the courses of each career path, with their lecture titles. */
import { instructors } from './catalog.ts';

export interface SeedCourse {
  slug: string;
  title: string;
  summary: string;
  /** What the course page and its promo page say about it: what you learn and how. */
  description: string;
  level: 'beginner' | 'intermediate' | 'advanced';
  path: number;
  instructor: number;
  rating: number;
  votes: number;
  lectures: string[];
}

export const courses: SeedCourse[] = [
  {
    slug: 'qa-fundamentals',
    title: 'QA Fundamentals',
    summary: 'What testers do, the software life cycle and where quality fits in.',
    description:
      'Start here if you have never tested software for a living. You learn what testers do all day, how a feature travels from idea to release and where a check costs least, and you finish with a first test session of your own: a charter, notes and the bugs you found.',
    level: 'beginner',
    path: 1,
    instructor: 1,
    rating: 4.8,
    votes: 412,
    lectures: [
      'Welcome to quality assurance',
      'The software development life cycle',
      'Verification and validation',
      'Levels and types of testing',
      'The seven testing principles',
      'Your first test session',
    ],
  },
  {
    slug: 'test-design-techniques',
    title: 'Test Design Techniques',
    summary: 'Equivalence classes, boundary values, decision tables and state transitions.',
    description:
      'Turn a requirement into a short list of tests that find bugs instead of a long list that repeats itself. Each technique is shown on an ordinary form or workflow, with the tests it produces and the ones it lets you skip.',
    level: 'beginner',
    path: 1,
    instructor: 1,
    rating: 4.7,
    votes: 301,
    lectures: [
      'Why test design matters',
      'Equivalence partitioning',
      'Boundary value analysis',
      'Decision tables',
      'State transition testing',
      'Pairwise testing',
    ],
  },
  {
    slug: 'bug-reporting-and-jira',
    title: 'Bug Reporting & Jira',
    summary: 'Write bug reports developers love and run a test cycle in Jira.',
    description:
      'A bug report is a small piece of persuasion: it has to be reproduced, understood and prioritised by someone busy. This course covers the report itself, severity against priority, and the Jira workflow most teams run their testing in.',
    level: 'beginner',
    path: 1,
    instructor: 4,
    rating: 4.6,
    votes: 254,
    lectures: [
      'Anatomy of a bug report',
      'Severity and priority',
      'Jira workflows for testers',
      'Test cases and checklists',
      'Reporting to stakeholders',
    ],
  },
  {
    slug: 'web-and-devtools',
    title: 'Web Testing with DevTools',
    summary: 'HTTP, the browser, cookies and storage: test the web like an engineer.',
    description:
      "What happens between a click and a page: requests, status codes, cookies and storage, seen through the browser's DevTools. You learn to find the failing request behind a broken page and to put it in your bug report.",
    level: 'beginner',
    path: 1,
    instructor: 2,
    rating: 4.7,
    votes: 198,
    lectures: [
      'How the web works',
      'HTTP methods and status codes',
      'DevTools: Network and Console',
      'Cookies, storage and sessions',
      'Responsive and cross-browser checks',
    ],
  },
  {
    slug: 'api-testing-postman',
    title: 'API Testing with Postman',
    summary: 'REST, JSON and Postman collections with assertions and environments.',
    description:
      'Test a REST API without a user interface: requests, collections and environments in Postman, assertions on status, body and schema, and collections that run from the command line with Newman.',
    level: 'intermediate',
    path: 2,
    instructor: 5,
    rating: 4.8,
    votes: 356,
    lectures: [
      'REST in one hour',
      'Requests, collections and environments',
      'Writing assertions',
      'Chaining requests',
      'Running collections with Newman',
      'Contract testing basics',
    ],
  },
  {
    slug: 'typescript-for-testers',
    title: 'TypeScript for Testers',
    summary: 'Just enough TypeScript to write clean, typed test code.',
    description:
      'Just enough TypeScript to read and write test code with confidence: types, functions, objects, async code and modules, plus the debugger for when a test fails and the message does not say why.',
    level: 'intermediate',
    path: 2,
    instructor: 2,
    rating: 4.6,
    votes: 221,
    lectures: [
      'Setting up Node and VS Code',
      'Types, functions and objects',
      'Async code and promises',
      'Modules and packages',
      'Debugging test code',
    ],
  },
  {
    slug: 'playwright-ui-automation',
    title: 'UI Automation with Playwright',
    summary: 'Locators, fixtures, page objects and reliable end-to-end tests.',
    description:
      'Write end-to-end tests that survive redesigns and do not fail at random: locators by role and label, web-first assertions, fixtures and page objects, network mocking, traces for the failures you cannot reproduce, and parallel runs.',
    level: 'intermediate',
    path: 2,
    instructor: 2,
    rating: 4.9,
    votes: 487,
    lectures: [
      'Installing Playwright',
      'Locators that last',
      'Assertions and auto-waiting',
      'Fixtures and page objects',
      'Network mocking',
      'Tracing flaky tests',
      'Parallel runs',
    ],
  },
  {
    slug: 'ci-for-qa',
    title: 'CI/CD for QA Engineers',
    summary: 'Run your suites in GitHub Actions, publish reports and gate releases.',
    description:
      'Run your tests where the team will see them: in a GitHub Actions pipeline on every pull request, with reports and artifacts people can open, quality gates that stop a bad release, and test data that does not leak between runs.',
    level: 'intermediate',
    path: 2,
    instructor: 4,
    rating: 4.5,
    votes: 143,
    lectures: [
      'Pipelines explained',
      'Running tests in GitHub Actions',
      'Reports and artifacts',
      'Quality gates',
      'Test data in CI',
    ],
  },
  {
    slug: 'performance-testing-k6',
    title: 'Performance Testing with k6',
    summary: 'Design load, stress and soak tests and read the results.',
    description:
      'Answer "how many users can it take?" with numbers you can defend. You write k6 scripts with checks and thresholds, shape realistic load, read percentiles rather than averages and trace a slowdown to its cause.',
    level: 'advanced',
    path: 3,
    instructor: 3,
    rating: 4.7,
    votes: 176,
    lectures: [
      'Performance testing types',
      'Your first k6 script',
      'Thresholds and checks',
      'Realistic load profiles',
      'Reading percentiles',
      'Finding the bottleneck',
    ],
  },
  {
    slug: 'security-testing-basics',
    title: 'Security Testing Basics',
    summary: 'The OWASP Top 10 from a tester’s chair, with hands-on labs.',
    description:
      "The OWASP Top 10 from a tester's chair: how injection, broken authentication, cross-site scripting and broken access control show up in ordinary features, how to check for them safely, and how to report what you find.",
    level: 'advanced',
    path: 3,
    instructor: 5,
    rating: 4.6,
    votes: 132,
    lectures: [
      'Thinking like an attacker',
      'Injection',
      'Broken authentication',
      'Cross-site scripting',
      'Access control',
      'Reporting vulnerabilities',
    ],
  },
];

/** The note under a lecture's video: where it sits in the course and who teaches it. */
export function lectureBody(course: SeedCourse, position: number): string {
  const teacher = instructors[course.instructor - 1]?.name ?? 'the instructor';
  const title = course.lectures[position] ?? '';
  const text = `${title}: lecture ${position + 1} of ${course.lectures.length} of ${course.title}, with ${teacher}.`;
  return `<p>${text.replace(/&/g, '&amp;')} The player has captions for every lecture.</p>`;
}

/** The first course of each career path is free (the course routes decide the same from positions). */
export const isFreeCourse = (course: SeedCourse): boolean => courses.find((c) => c.path === course.path) === course;
