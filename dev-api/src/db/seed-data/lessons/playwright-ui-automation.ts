import type { CourseLessons } from './types.ts';

export const lessons: CourseLessons = { course: 'playwright-ui-automation', lectures: [], quizzes: [] };
