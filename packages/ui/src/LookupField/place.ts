import type { CSSProperties } from 'react';

/** The list's tallest, in px. */
export const POPUP_HEIGHT = 280;

/**
 * Where the fixed list goes for an input's on-screen box: under it, at least wide enough for an item's
 * name in a narrow grid cell; above it near the screen's foot (a document's last lines), where a list
 * below would be out of reach.
 */
export function popupPlace(
  box: Pick<DOMRect, 'top' | 'bottom' | 'left' | 'width'>,
  viewport: number,
): CSSProperties {
  const width = Math.max(box.width, 280);
  const below = viewport - box.bottom;
  return below < POPUP_HEIGHT + 8 && box.top > below
    ? { bottom: viewport - box.top + 4, left: box.left, width }
    : { top: box.bottom + 4, left: box.left, width };
}
