/**
 * The sections of each course's syllabus: a title and how many of the course's lectures (in order)
 * it holds. Every course's counts add up to its number of lectures (test/course-sections.test.ts).
 */
export const courseSections: Record<string, [title: string, lectures: number][]> = {
  'qa-fundamentals': [
    ['Getting started', 2],
    ['How testing works', 3],
    ['Practice', 1],
  ],
  'test-design-techniques': [
    ['Foundations', 1],
    ['Black-box techniques', 4],
    ['Combinations', 1],
  ],
  'bug-reporting-and-jira': [
    ['Bug reports', 2],
    ['Working in Jira', 2],
    ['Communication', 1],
  ],
  'web-and-devtools': [
    ['The web', 2],
    ['Browser tools', 2],
    ['Across devices', 1],
  ],
  'api-testing-postman': [
    ['REST and Postman', 2],
    ['Tests that check', 2],
    ['Automation', 2],
  ],
  'typescript-for-testers': [
    ['Setup', 1],
    ['The language', 3],
    ['Day-to-day work', 1],
  ],
  'playwright-ui-automation': [
    ['First steps', 3],
    ['Structure', 2],
    ['At scale', 2],
  ],
  'ci-for-qa': [
    ['Pipelines', 2],
    ['Results', 2],
    ['Data', 1],
  ],
  'performance-testing-k6': [
    ['Basics', 2],
    ['Designing load', 2],
    ['Analysis', 2],
  ],
  'security-testing-basics': [
    ['Mindset', 1],
    ['Common vulnerabilities', 4],
    ['Reporting', 1],
  ],
};
