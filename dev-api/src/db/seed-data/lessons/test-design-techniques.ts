import type { CourseLessons } from './types.ts';

export const lessons: CourseLessons = { course: 'test-design-techniques', lectures: [], quizzes: [] };
