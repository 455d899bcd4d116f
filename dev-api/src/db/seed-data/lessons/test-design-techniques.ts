/** Test Design Techniques: each lecture's lesson in its own file, and the quizzes (./test-design-techniques/). */
import type { CourseLessons } from './types.ts';
import { lesson as lecture1 } from './test-design-techniques/lecture-1.ts';
import { lesson as lecture2 } from './test-design-techniques/lecture-2.ts';
import { lesson as lecture3 } from './test-design-techniques/lecture-3.ts';
import { lesson as lecture4 } from './test-design-techniques/lecture-4.ts';
import { lesson as lecture5 } from './test-design-techniques/lecture-5.ts';
import { lesson as lecture6 } from './test-design-techniques/lecture-6.ts';
import { quizzes } from './test-design-techniques/quizzes.ts';

export const lessons: CourseLessons = {
  course: 'test-design-techniques',
  lectures: [lecture1, lecture2, lecture3, lecture4, lecture5, lecture6],
  quizzes,
};
