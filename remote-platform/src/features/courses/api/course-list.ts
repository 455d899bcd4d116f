/**
 * The catalogue's list is the kit's (the landing's popular courses read the same cache entry):
 * every course (ten), filtered in the browser.
 */
export {
  courseCatalogueQueryOptions as coursesQueryOptions,
  useCourseCatalogue as useCourses,
} from '@qa/shared/data/course-catalogue';
