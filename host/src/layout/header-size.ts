/** The sticky header's height: the toasts stand just below it (docs/behaviour.md "Header"). */
export const HEADER_HEIGHT_PX = 64;
