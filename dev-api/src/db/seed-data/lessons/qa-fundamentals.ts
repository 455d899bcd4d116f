import type { CourseLessons } from './types.ts';

export const lessons: CourseLessons = { course: 'qa-fundamentals', lectures: [], quizzes: [] };
