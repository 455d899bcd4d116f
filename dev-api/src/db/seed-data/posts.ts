/** Seed: the blog's posts and categories (blog content API), newest first. */
import { toWordPressPost } from './post-markup.ts';
import { apiTestingChecklist, flakyTestsFieldGuide, playwrightLocators } from './posts-automation.ts';
import { buildingAQaPortfolio, howToBecomeAQaEngineer, manualVsAutomationTesting } from './posts-career.ts';
import { qaInterviewQuestions } from './posts-interview.ts';
import { loadTestingWithK6, readingPercentiles } from './posts-performance.ts';
import { owaspTopTen, xssPayloadsExplained } from './posts-security.ts';
import {
  boundaryValueAnalysis,
  exploratoryTestingCharters,
  shiftLeftTesting,
  writingBugReports,
} from './posts-skills.ts';

export { postCategories } from './post-markup.ts';

export const seedPosts = [
  howToBecomeAQaEngineer,
  manualVsAutomationTesting,
  writingBugReports,
  boundaryValueAnalysis,
  playwrightLocators,
  apiTestingChecklist,
  readingPercentiles,
  qaInterviewQuestions,
  flakyTestsFieldGuide,
  owaspTopTen,
  buildingAQaPortfolio,
  shiftLeftTesting,
  loadTestingWithK6,
  exploratoryTestingCharters,
  xssPayloadsExplained,
];

export const posts = seedPosts.map(toWordPressPost);
