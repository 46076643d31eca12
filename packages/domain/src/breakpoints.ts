/** Responsive breakpoints in px (ordering-journey.md §9, content-and-api.md §9). */
export const BREAKPOINTS_PX = [640, 768, 992, 1024, 1280, 1536] as const;
export type BreakpointPx = (typeof BREAKPOINTS_PX)[number];

/**
 * Below this width the checkout footer shows its 'Open Summary' button (the overlay closes
 * itself above it) and the two-column card grid becomes a carousel.
 */
export const SUMMARY_BREAKPOINT_PX: BreakpointPx = 768;

/** Whether a window of this width shows the checkout summary button (under 768px). */
export function showsSummaryButton(windowWidth: number): boolean {
  return windowWidth < SUMMARY_BREAKPOINT_PX;
}

/**
 * The media query that matches where showsSummaryButton does (under 768 px), in rem like the
 * stylesheet's `md:` so both switch at the same width. The browser answers it without laying the
 * page out, where reading the window's width can make it (decision 0713).
 */
export const SUMMARY_BUTTON_QUERY = `(max-width: ${SUMMARY_BREAKPOINT_PX / 16 - 0.001}rem)`;
