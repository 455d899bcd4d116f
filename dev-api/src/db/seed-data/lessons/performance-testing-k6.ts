/** Performance Testing with k6: each lecture's lesson in its own file, and the quizzes (./performance-testing-k6/). */
import type { CourseLessons } from './types.ts';
import { lesson as lecture1 } from './performance-testing-k6/lecture-1.ts';
import { lesson as lecture2 } from './performance-testing-k6/lecture-2.ts';
import { lesson as lecture3 } from './performance-testing-k6/lecture-3.ts';
import { lesson as lecture4 } from './performance-testing-k6/lecture-4.ts';
import { lesson as lecture5 } from './performance-testing-k6/lecture-5.ts';
import { lesson as lecture6 } from './performance-testing-k6/lecture-6.ts';
import { quizzes } from './performance-testing-k6/quizzes.ts';

export const lessons: CourseLessons = {
  course: 'performance-testing-k6',
  lectures: [lecture1, lecture2, lecture3, lecture4, lecture5, lecture6],
  quizzes,
};
