/**
 * Decision 0513: below this width the window is a phone's. The menu then overlays the page (it never
 * takes the page's width), and the top bar keeps to what fits: the toggle, the logo and the user's initials.
 */
export const PHONE_WIDTH = 600;

/** The CSS condition of a phone's width, for `@media` (the window) or `@container` (a component's frame). */
export const PHONE_MEDIA = `(max-width: ${PHONE_WIDTH - 0.02}px)`;
