/**
 * The desk the key columns are kept in view at (issue 56): a 1440 px screen, whose content beside the full
 * menu (248 px) and the page's padding (20 px each side) is 1,152 px wide.
 */
export const DESK = {
  width: 1440,
  height: 900,
  content: 1152,
  /** A document's line grid there, inside its form's card. */
  lines: 1118,
} as const;
