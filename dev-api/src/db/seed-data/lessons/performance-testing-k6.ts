import type { CourseLessons } from './types.ts';

export const lessons: CourseLessons = { course: 'performance-testing-k6', lectures: [], quizzes: [] };
