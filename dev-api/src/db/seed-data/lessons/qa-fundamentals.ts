/** QA Fundamentals: each lecture's lesson in its own file, and the quizzes (./qa-fundamentals/). */
import type { CourseLessons } from './types.ts';
import { lesson as lecture1 } from './qa-fundamentals/lecture-1.ts';
import { lesson as lecture2 } from './qa-fundamentals/lecture-2.ts';
import { lesson as lecture3 } from './qa-fundamentals/lecture-3.ts';
import { lesson as lecture4 } from './qa-fundamentals/lecture-4.ts';
import { lesson as lecture5 } from './qa-fundamentals/lecture-5.ts';
import { lesson as lecture6 } from './qa-fundamentals/lecture-6.ts';
import { quizzes } from './qa-fundamentals/quizzes.ts';

export const lessons: CourseLessons = {
  course: 'qa-fundamentals',
  lectures: [lecture1, lecture2, lecture3, lecture4, lecture5, lecture6],
  quizzes,
};
