/** Bug Reporting & Jira: each lecture's lesson in its own file, and the quizzes (./bug-reporting-and-jira/). */
import type { CourseLessons } from './types.ts';
import { lesson as lecture1 } from './bug-reporting-and-jira/lecture-1.ts';
import { lesson as lecture2 } from './bug-reporting-and-jira/lecture-2.ts';
import { lesson as lecture3 } from './bug-reporting-and-jira/lecture-3.ts';
import { lesson as lecture4 } from './bug-reporting-and-jira/lecture-4.ts';
import { lesson as lecture5 } from './bug-reporting-and-jira/lecture-5.ts';
import { quizzes } from './bug-reporting-and-jira/quizzes.ts';

export const lessons: CourseLessons = {
  course: 'bug-reporting-and-jira',
  lectures: [lecture1, lecture2, lecture3, lecture4, lecture5],
  quizzes,
};
