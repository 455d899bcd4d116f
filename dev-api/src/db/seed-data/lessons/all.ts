/** Every course's lessons and quizzes, by course slug. */
import type { CourseLessons } from './types.ts';
import { lessons as qaFundamentals } from './qa-fundamentals.ts';
import { lessons as testDesignTechniques } from './test-design-techniques.ts';
import { lessons as bugReportingAndJira } from './bug-reporting-and-jira.ts';
import { lessons as webAndDevtools } from './web-and-devtools.ts';
import { lessons as apiTestingPostman } from './api-testing-postman.ts';
import { lessons as typescriptForTesters } from './typescript-for-testers.ts';
import { lessons as playwrightUiAutomation } from './playwright-ui-automation.ts';
import { lessons as ciForQa } from './ci-for-qa.ts';
import { lessons as performanceTestingK6 } from './performance-testing-k6.ts';
import { lessons as securityTestingBasics } from './security-testing-basics.ts';

const all: CourseLessons[] = [
  qaFundamentals,
  testDesignTechniques,
  bugReportingAndJira,
  webAndDevtools,
  apiTestingPostman,
  typescriptForTesters,
  playwrightUiAutomation,
  ciForQa,
  performanceTestingK6,
  securityTestingBasics,
];

export const lessonsOf = (courseSlug: string): CourseLessons | undefined => all.find((c) => c.course === courseSlug);
