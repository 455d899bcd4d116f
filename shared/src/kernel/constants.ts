/**
 * Business constants and limits of docs/behaviour.md that the kit or a remote needs; the host's
 * own are in host/src/constants.ts (a change there is no kit release).
 */
export const NARROW_SCREEN_MAX_PX = 640;
export const BREAKPOINTS_PX = { base: 0, xs: 440, sm: 560, md: 640, lg: 768, xl: 1024, '2xl': 1440 } as const;
export const SCRIPT_CHUNK_TIMEOUT_MS = 120_000;
export const RATING_PRECISION = 0.1;
export const PROGRESS_POPUP_THRESHOLDS = { first: 30, second: 50, complete: 100 } as const;
export const BRAND_ACCENT = '#3D40D5';
/** Our own limit on one API request: a hanging server must not keep the site waiting forever. */
export const API_TIMEOUT_MS = 15_000;
/** The company's one name: copyright lines, document titles, the logo's home-link label. */
export const COMPANY_NAME = 'QA Career';
