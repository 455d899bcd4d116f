/** Numbers and markers of the frame the host alone draws (docs/behaviour.md "The frame"). */
export const HEADER_SCROLLED_OFFSET_PX = 24;
export const DRAWER_MAX_WIDTH_PX = 264;

/**
 * Inside `main`, a page still loading: the spinner of a page or section, a region its app marks as
 * busy (skeletons), or sanitised HTML still waiting for its sanitiser (an empty element that will grow).
 */
export const PAGE_LOADING = '[aria-busy="true"], [role="status"][data-kind], [data-safe-html="pending"]';
