/** Numbers of the frame the host alone draws (docs/behaviour.md "The frame"). */
export const HEADER_SCROLLED_OFFSET_PX = 24;
export const DRAWER_MAX_WIDTH_PX = 264;
