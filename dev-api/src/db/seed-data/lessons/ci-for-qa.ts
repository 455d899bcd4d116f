import type { CourseLessons } from './types.ts';

export const lessons: CourseLessons = { course: 'ci-for-qa', lectures: [], quizzes: [] };
