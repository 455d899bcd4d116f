/** Web Testing with DevTools: each lecture's lesson in its own file, and the quizzes (./web-and-devtools/). */
import type { CourseLessons } from './types.ts';
import { lesson as lecture1 } from './web-and-devtools/lecture-1.ts';
import { lesson as lecture2 } from './web-and-devtools/lecture-2.ts';
import { lesson as lecture3 } from './web-and-devtools/lecture-3.ts';
import { lesson as lecture4 } from './web-and-devtools/lecture-4.ts';
import { lesson as lecture5 } from './web-and-devtools/lecture-5.ts';
import { quizzes } from './web-and-devtools/quizzes.ts';

export const lessons: CourseLessons = {
  course: 'web-and-devtools',
  lectures: [lecture1, lecture2, lecture3, lecture4, lecture5],
  quizzes,
};
