import type { CourseLessons } from './types.ts';

export const lessons: CourseLessons = { course: 'bug-reporting-and-jira', lectures: [], quizzes: [] };
