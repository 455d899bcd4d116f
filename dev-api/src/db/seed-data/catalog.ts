/** Seed: plans, career paths, instructors, courses and their lectures. */
export const plans = [
  { slug: 'free', name: 'Free', period: 'forever', price: 0, isFree: true, description: 'Start learning with the intro lectures of every course.', features: ['Intro lectures of every course', 'Community chat', 'Rating board'] },
  { slug: 'monthly', name: 'Monthly', period: 'month', price: 29, isFree: false, description: 'Full access, billed every month.', features: ['All courses and lectures', 'Certificates', 'Monthly workshop'] },
  { slug: 'six-months', name: 'Six months', period: 'six-months', price: 149, isFree: false, description: 'Full access for six months: the time a career path takes.', features: ['All courses and lectures', 'Certificates', 'All workshops', '2 mentor sessions'] },
  { slug: 'annual', name: 'Annual', period: 'year', price: 249, isFree: false, description: 'A year of full access with mentorship.', features: ['All courses and lectures', 'Certificates', 'All workshops', 'Monthly mentor session', 'CV review'] },
];

export const instructors = [
  { name: 'Olena Kravets', title: 'Head of QA, fintech', bio: 'Twelve years in testing, from manual regression to building a 40-person QA guild.', photo: 'olena-kravets' },
  { name: 'Marcus Lee', title: 'Senior SDET', bio: 'Builds test frameworks in TypeScript and Java; Playwright contributor.', photo: 'marcus-lee' },
  { name: 'Priya Raman', title: 'Performance engineer', bio: 'Load-tests payment systems; speaks about k6 and JMeter at meetups.', photo: 'priya-raman' },
  { name: 'Tomasz Nowak', title: 'QA lead, e-commerce', bio: 'Has hired more than a hundred testers and coaches juniors through interviews.', photo: 'tomasz-nowak' },
  { name: 'Grace Okafor', title: 'API testing consultant', bio: 'Helps teams test microservices with contract tests and Postman.', photo: 'grace-okafor' },
];

export const careerPaths = [
  { slug: 'manual-qa', title: 'Manual QA Engineer', description: 'From zero to your first QA job: testing theory, test design, bug reports and the tools teams use every day.', level: 'beginner', weeks: 12 },
  { slug: 'automation-qa', title: 'Automation QA Engineer', description: 'Write maintainable UI and API tests in TypeScript, run them in CI and earn an SDET role.', level: 'intermediate', weeks: 20 },
  { slug: 'performance-qa', title: 'Performance & Security Testing', description: 'Measure, load-test and harden web applications; the specialist path for experienced testers.', level: 'advanced', weeks: 10 },
];

interface SeedCourse {
  slug: string;
  title: string;
  summary: string;
  level: 'beginner' | 'intermediate' | 'advanced';
  path: number;
  instructor: number;
  rating: number;
  votes: number;
  lectures: string[];
}

export const courses: SeedCourse[] = [
  { slug: 'qa-fundamentals', title: 'QA Fundamentals', summary: 'What testers do, the software life cycle and where quality fits in.', level: 'beginner', path: 1, instructor: 1, rating: 4.8, votes: 412,
    lectures: ['Welcome to quality assurance', 'The software development life cycle', 'Verification and validation', 'Levels and types of testing', 'The seven testing principles', 'Your first test session'] },
  { slug: 'test-design-techniques', title: 'Test Design Techniques', summary: 'Equivalence classes, boundary values, decision tables and state transitions.', level: 'beginner', path: 1, instructor: 1, rating: 4.7, votes: 301,
    lectures: ['Why test design matters', 'Equivalence partitioning', 'Boundary value analysis', 'Decision tables', 'State transition testing', 'Pairwise testing'] },
  { slug: 'bug-reporting-and-jira', title: 'Bug Reporting & Jira', summary: 'Write bug reports developers love and run a test cycle in Jira.', level: 'beginner', path: 1, instructor: 4, rating: 4.6, votes: 254,
    lectures: ['Anatomy of a bug report', 'Severity and priority', 'Jira workflows for testers', 'Test cases and checklists', 'Reporting to stakeholders'] },
  { slug: 'web-and-devtools', title: 'Web Testing with DevTools', summary: 'HTTP, the browser, cookies and storage: test the web like an engineer.', level: 'beginner', path: 1, instructor: 2, rating: 4.7, votes: 198,
    lectures: ['How the web works', 'HTTP methods and status codes', 'DevTools: Network and Console', 'Cookies, storage and sessions', 'Responsive and cross-browser checks'] },
  { slug: 'api-testing-postman', title: 'API Testing with Postman', summary: 'REST, JSON and Postman collections with assertions and environments.', level: 'intermediate', path: 2, instructor: 5, rating: 4.8, votes: 356,
    lectures: ['REST in one hour', 'Requests, collections and environments', 'Writing assertions', 'Chaining requests', 'Running collections with Newman', 'Contract testing basics'] },
  { slug: 'typescript-for-testers', title: 'TypeScript for Testers', summary: 'Just enough TypeScript to write clean, typed test code.', level: 'intermediate', path: 2, instructor: 2, rating: 4.6, votes: 221,
    lectures: ['Setting up Node and VS Code', 'Types, functions and objects', 'Async code and promises', 'Modules and packages', 'Debugging test code'] },
  { slug: 'playwright-ui-automation', title: 'UI Automation with Playwright', summary: 'Locators, fixtures, page objects and reliable end-to-end tests.', level: 'intermediate', path: 2, instructor: 2, rating: 4.9, votes: 487,
    lectures: ['Installing Playwright', 'Locators that last', 'Assertions and auto-waiting', 'Fixtures and page objects', 'Network mocking', 'Tracing flaky tests', 'Parallel runs'] },
  { slug: 'ci-for-qa', title: 'CI/CD for QA Engineers', summary: 'Run your suites in GitHub Actions, publish reports and gate releases.', level: 'intermediate', path: 2, instructor: 4, rating: 4.5, votes: 143,
    lectures: ['Pipelines explained', 'Running tests in GitHub Actions', 'Reports and artifacts', 'Quality gates', 'Test data in CI'] },
  { slug: 'performance-testing-k6', title: 'Performance Testing with k6', summary: 'Design load, stress and soak tests and read the results.', level: 'advanced', path: 3, instructor: 3, rating: 4.7, votes: 176,
    lectures: ['Performance testing types', 'Your first k6 script', 'Thresholds and checks', 'Realistic load profiles', 'Reading percentiles', 'Finding the bottleneck'] },
  { slug: 'security-testing-basics', title: 'Security Testing Basics', summary: 'The OWASP Top 10 from a tester’s chair, with hands-on labs.', level: 'advanced', path: 3, instructor: 5, rating: 4.6, votes: 132,
    lectures: ['Thinking like an attacker', 'Injection', 'Broken authentication', 'Cross-site scripting', 'Access control', 'Reporting vulnerabilities'] },
];
