/** TypeScript for Testers: each lecture's lesson in its own file, and the quizzes (./typescript-for-testers/). */
import type { CourseLessons } from './types.ts';
import { lesson as lecture1 } from './typescript-for-testers/lecture-1.ts';
import { lesson as lecture2 } from './typescript-for-testers/lecture-2.ts';
import { lesson as lecture3 } from './typescript-for-testers/lecture-3.ts';
import { lesson as lecture4 } from './typescript-for-testers/lecture-4.ts';
import { lesson as lecture5 } from './typescript-for-testers/lecture-5.ts';
import { quizzes } from './typescript-for-testers/quizzes.ts';

export const lessons: CourseLessons = {
  course: 'typescript-for-testers',
  lectures: [lecture1, lecture2, lecture3, lecture4, lecture5],
  quizzes,
};
