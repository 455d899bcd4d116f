/** A course card as dev-api lists it, for the remotes' fixtures: the common fields, then what a case sets apart. */
import type { CourseSummary } from '@qa/shared/kernel/contracts/course';
import { mockMedia } from './mock-api-config';

export function courseSummary(
  id: number,
  slug: string,
  title: string,
  extra: Partial<CourseSummary> = {},
): CourseSummary {
  return {
    id,
    slug,
    title,
    summary: `${title}: the ideas, the tools and practice on a real application.`,
    level: 'beginner',
    imageUrl: mockMedia(`covers/course-${slug}.svg`),
    pathId: 1,
    instructorId: 1,
    isFree: false,
    rating: 4.6,
    votes: 120,
    lecturesCount: 6,
    durationMinutes: 95,
    videoMinutes: 48,
    ...extra,
  };
}
