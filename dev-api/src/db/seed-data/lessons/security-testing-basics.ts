/** Security Testing Basics: each lecture's lesson in its own file, and the quizzes (./security-testing-basics/). */
import type { CourseLessons } from './types.ts';
import { lesson as lecture1 } from './security-testing-basics/lecture-1.ts';
import { lesson as lecture2 } from './security-testing-basics/lecture-2.ts';
import { lesson as lecture3 } from './security-testing-basics/lecture-3.ts';
import { lesson as lecture4 } from './security-testing-basics/lecture-4.ts';
import { lesson as lecture5 } from './security-testing-basics/lecture-5.ts';
import { lesson as lecture6 } from './security-testing-basics/lecture-6.ts';
import { quizzes } from './security-testing-basics/quizzes.ts';

export const lessons: CourseLessons = {
  course: 'security-testing-basics',
  lectures: [lecture1, lecture2, lecture3, lecture4, lecture5, lecture6],
  quizzes,
};
