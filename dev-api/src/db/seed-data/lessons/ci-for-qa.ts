/** CI/CD for QA Engineers: each lecture's lesson in its own file, and the quizzes (./ci-for-qa/). */
import type { CourseLessons } from './types.ts';
import { lesson as lecture1 } from './ci-for-qa/lecture-1.ts';
import { lesson as lecture2 } from './ci-for-qa/lecture-2.ts';
import { lesson as lecture3 } from './ci-for-qa/lecture-3.ts';
import { lesson as lecture4 } from './ci-for-qa/lecture-4.ts';
import { lesson as lecture5 } from './ci-for-qa/lecture-5.ts';
import { quizzes } from './ci-for-qa/quizzes.ts';

export const lessons: CourseLessons = {
  course: 'ci-for-qa',
  lectures: [lecture1, lecture2, lecture3, lecture4, lecture5],
  quizzes,
};
