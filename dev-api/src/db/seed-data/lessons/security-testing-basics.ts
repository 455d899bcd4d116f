import type { CourseLessons } from './types.ts';

export const lessons: CourseLessons = { course: 'security-testing-basics', lectures: [], quizzes: [] };
