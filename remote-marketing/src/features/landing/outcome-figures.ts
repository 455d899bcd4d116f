/**
 * The landing's figures, counted from the catalogue the page already loads (the same courses
 * query as 'Popular courses'): what learners rate the courses, how many reviews that rests on, and
 * how many courses there are. Nothing is typed in by hand, so nothing can drift from the data.
 */
export interface Figure {
  value: string;
  label: string;
}

/** 2680 → '2,680': the site is in English, and Intl here would load locale data for one number. */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export function courseFigures(courses: readonly { rating: number; votes: number }[]): Figure[] {
  const reviews = courses.reduce((sum, course) => sum + course.votes, 0);
  if (courses.length === 0 || reviews === 0) return [];
  const average = courses.reduce((sum, course) => sum + course.rating * course.votes, 0) / reviews;
  return [
    { value: average.toFixed(1), label: 'average course rating, out of 5' },
    { value: grouped(reviews), label: 'course reviews from learners' },
    { value: String(courses.length), label: 'courses, from a first bug report to load testing' },
  ];
}
