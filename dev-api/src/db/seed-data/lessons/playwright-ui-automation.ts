/** UI Automation with Playwright: each lecture's lesson in its own file, and the quizzes (./playwright-ui-automation/). */
import type { CourseLessons } from './types.ts';
import { lesson as lecture1 } from './playwright-ui-automation/lecture-1.ts';
import { lesson as lecture2 } from './playwright-ui-automation/lecture-2.ts';
import { lesson as lecture3 } from './playwright-ui-automation/lecture-3.ts';
import { lesson as lecture4 } from './playwright-ui-automation/lecture-4.ts';
import { lesson as lecture5 } from './playwright-ui-automation/lecture-5.ts';
import { lesson as lecture6 } from './playwright-ui-automation/lecture-6.ts';
import { lesson as lecture7 } from './playwright-ui-automation/lecture-7.ts';
import { quizzes } from './playwright-ui-automation/quizzes.ts';

export const lessons: CourseLessons = {
  course: 'playwright-ui-automation',
  lectures: [lecture1, lecture2, lecture3, lecture4, lecture5, lecture6, lecture7],
  quizzes,
};
