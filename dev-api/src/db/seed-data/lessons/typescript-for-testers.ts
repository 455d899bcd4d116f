import type { CourseLessons } from './types.ts';

export const lessons: CourseLessons = { course: 'typescript-for-testers', lectures: [], quizzes: [] };
