/** API Testing with Postman: each lecture's lesson in its own file, and the quizzes (./api-testing-postman/). */
import type { CourseLessons } from './types.ts';
import { lesson as lecture1 } from './api-testing-postman/lecture-1.ts';
import { lesson as lecture2 } from './api-testing-postman/lecture-2.ts';
import { lesson as lecture3 } from './api-testing-postman/lecture-3.ts';
import { lesson as lecture4 } from './api-testing-postman/lecture-4.ts';
import { lesson as lecture5 } from './api-testing-postman/lecture-5.ts';
import { lesson as lecture6 } from './api-testing-postman/lecture-6.ts';
import { quizzes } from './api-testing-postman/quizzes.ts';

export const lessons: CourseLessons = {
  course: 'api-testing-postman',
  lectures: [lecture1, lecture2, lecture3, lecture4, lecture5, lecture6],
  quizzes,
};
