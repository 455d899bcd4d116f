import type { CourseLessons } from './types.ts';

export const lessons: CourseLessons = { course: 'api-testing-postman', lectures: [], quizzes: [] };
