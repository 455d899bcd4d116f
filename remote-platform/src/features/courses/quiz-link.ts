import { buildPath } from '@qa/shared/kernel/routing/route-table';

/** The quiz page of a course. One place for the link, until the route table names the quiz route. */
export const quizHref = (courseSlug: string, quizId: number): string =>
  buildPath('/courses/:courseSlug/quiz/:quizId', { courseSlug, quizId });
