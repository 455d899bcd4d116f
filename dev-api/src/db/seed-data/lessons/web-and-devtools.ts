import type { CourseLessons } from './types.ts';

export const lessons: CourseLessons = { course: 'web-and-devtools', lectures: [], quizzes: [] };
