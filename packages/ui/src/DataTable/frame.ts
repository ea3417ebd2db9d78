import type { CSSProperties } from 'react';
import styled, { css, keyframes } from 'styled-components';

/** The width of the Edit and Delete column, in px. */
export const ACTIONS_WIDTH = 96;

/** The actions column's width for `buttons` buttons of 28 px, 4 px apart, in its padding; Edit and Delete's at least. */
export const actionsWidth = (buttons: number): number =>
  buttons === 0 ? 0 : Math.max(ACTIONS_WIDTH, 24 + buttons * 28 + (buttons - 1) * 4);

/** The narrowest and widest a column sized by its content is, in px. */
export const CONTENT_WIDTH = { min: 80, max: 360 } as const;
/** A cell's padding on both sides, and the sort arrow beside a header's label. */
const CELL_PADDING = 24;
const SORT_ICON = 18;

/** How wide a text is in px, in the font of a cell or of a header. */
export interface TextMeasure {
  cell: (text: string) => number;
  header: (text: string) => number;
}

/**
 * An estimate of a character's width in Liberation Sans (Arial's widths) at 14 px, for where there is no
 * canvas to measure with (tests in jsdom). Generous: a column a few px wide is better than a name cut.
 */
const charPx = (char: string): number => {
  if (/[MWmw@%]/.test(char)) return 12;
  if (/[A-Z₹&]/.test(char)) return 9.4;
  if (/[\s.,:;'|!ilIj()[\]/]/.test(char)) return 3.9;
  if (/[ftr-]/.test(char)) return 4.7;
  return 7.8;
};
const estimate = (text: string, scale: number): number =>
  [...text].reduce((sum, char) => sum + charPx(char), 0) * scale;

/** The fonts of a table's cells and of its headers (whose names are semibold). */
export interface TableFonts {
  family: string;
  cellSize: number;
  headerSize: number;
  headerWeight: number;
}

/**
 * Measures texts in the table's fonts: with a canvas where the browser has one (exact, and cheap: no
 * layout), else by estimate.
 */
export function textMeasure(fonts: TableFonts): TextMeasure {
  const context = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
  const measure = (font: string, size: number) => (text: string) => {
    if (!context) return estimate(text, size / 14);
    context.font = font;
    return context.measureText(text).width;
  };
  return {
    cell: measure(`${fonts.cellSize}px ${fonts.family}`, fonts.cellSize),
    header: measure(`${fonts.headerWeight} ${fonts.headerSize}px ${fonts.family}`, fonts.headerSize),
  };
}

/**
 * The width a column needs to show its header and its longest value on the page whole (issue 42: names,
 * numbers and statuses are never cut): at least `least` (a column's declared width, else CONTENT_WIDTH's
 * least), at most CONTENT_WIDTH's most unless declared wider.
 */
export function contentWidth(
  measure: TextMeasure,
  header: string,
  texts: readonly string[],
  sortable: boolean,
  least: number = CONTENT_WIDTH.min,
): number {
  const longest = texts.reduce((most, text) => Math.max(most, measure.cell(text)), 0);
  const needed = Math.max(
    Math.ceil(longest) + CELL_PADDING,
    Math.ceil(measure.header(header)) + CELL_PADDING + (sortable ? SORT_ICON : 0),
  );
  return Math.max(least, Math.min(CONTENT_WIDTH.max, needed));
}

/**
 * The style of the `role="table"` element: the grid columns of every row, then the actions' `buttons`, and
 * the width below which the frame scrolls sideways. A column is as wide as its content needs (`needs`, by
 * key; `contentWidth`, whose least is a declared width: issue 42's Stock Area of 150 px cut its areas' names);
 * one with a width keeps to that, the others share what is left. Its width, else 120 px, where nothing is
 * measured.
 */
export const gridStyle = (
  columns: readonly { key: string; width?: number }[],
  buttons: number,
  needs: Readonly<Record<string, number>> = {},
): CSSProperties => {
  const least = (column: { key: string; width?: number }) => needs[column.key] ?? column.width ?? 120;
  return {
    minWidth: columns.reduce((sum, column) => sum + least(column), 0) + actionsWidth(buttons),
    ['--dt-columns' as string]: [
      ...columns.map((c) => (c.width ? `${least(c)}px` : `minmax(${least(c)}px, 1fr)`)),
      ...(buttons > 0 ? [`${actionsWidth(buttons)}px`] : []),
    ].join(' '),
  };
};

/** Where a column stays as the table scrolls sideways: pinned at the start or kept at the end. */
export interface Pin {
  side: 'start' | 'end';
  /** How far in from its side's edge it sticks, in px. */
  offset: number;
  /** How far in from the other edge it stops, clear of the other side's pins, in px. */
  clear: number;
  /** The pinned column nearest the columns that pass beneath: it shows the edge while some do. */
  edge: boolean;
}

/**
 * The columns that stay in view as a wide table scrolls sideways (issue 56, decision 2250): those of `start`
 * (the ticks, the title) pinned at the left, each after the ones before it; those of `end` (status, value,
 * total) at the right, before the row's buttons. Each side stops clear of the other's, so that a title in the
 * middle is never under the figures, nor a figure in the middle scrolled away. Each is as wide as it is least
 * (`needs`), which is its width whenever the table is wider than its frame, the only time a pin moves it.
 */
export function pinsOf(
  columns: readonly { key: string; width?: number }[],
  kept: { start: readonly string[]; end: readonly string[] },
  buttons: number,
  needs: Readonly<Record<string, number>> = {},
): Readonly<Record<string, Pin>> {
  // Each overlaps the pinned column outside it by a pixel, under it: no seam lets the cells beneath show through.
  const least = (column: { key: string; width?: number }) => (needs[column.key] ?? column.width ?? 120) - 1;
  const start = columns.filter((column) => kept.start.includes(column.key));
  const end = columns.filter((column) => !kept.start.includes(column.key) && kept.end.includes(column.key));
  const sum = (pinned: readonly { key: string; width?: number }[]) =>
    pinned.reduce((total, column) => total + least(column), 0);
  const startRoom = sum(start);
  const endRoom = Math.max(0, actionsWidth(buttons) - 1) + sum(end);
  const pins: Record<string, Pin> = {};
  start.forEach((column, index) => {
    const offset = sum(start.slice(0, index));
    pins[column.key] = {
      side: 'start',
      offset,
      clear: endRoom + startRoom - offset - least(column),
      edge: index === start.length - 1,
    };
  });
  end.forEach((column, index) => {
    const clear = startRoom + sum(end.slice(0, index));
    pins[column.key] = {
      side: 'end',
      offset: endRoom + startRoom - clear - least(column),
      clear,
      edge: index === 0,
    };
  });
  return pins;
}

/** The room the pins take at each side: a focused cell is scrolled clear of them (`scroll-padding`). */
export const pinnedRoom = (
  pins: Readonly<Record<string, Pin>>,
  columns: readonly { key: string; width?: number }[],
  buttons: number,
  needs: Readonly<Record<string, number>> = {},
): { start: number; end: number } =>
  columns.reduce(
    (room, column) => {
      const pin = pins[column.key];
      const width = needs[column.key] ?? column.width ?? 120;
      return pin ? { ...room, [pin.side]: room[pin.side] + width } : room;
    },
    { start: 0, end: actionsWidth(buttons) },
  );

/** A pinned cell's attributes: where it sticks, and whether it shows the edge of the columns beneath. */
export const pinAttributes = (pin: Pin | undefined) =>
  pin
    ? {
        'data-pin': pin.side,
        'data-pin-edge': pin.edge ? '' : undefined,
        style:
          pin.side === 'start'
            ? { left: pin.offset, right: pin.clear }
            : { right: pin.offset, left: pin.clear },
      }
    : {};

/** A row's buttons (RowButtons) as a table's row and a phone's card show them. */
export const rowButtonStyles = css`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  padding: 0;
  color: ${({ theme }) => theme.color.textMuted};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focusRing};
  }
`;

export const shimmer = keyframes`from { opacity: 0.45; } to { opacity: 1; }`;

// Everything inside the scrolling area is plain elements styled from here: the rows re-render on every
// scroll frame, and styled components there would cost time in each frame. The table is a grid of
// elements with the ARIA table roles and absolutely placed rows (after TanStack Virtual's table
// example), not <table> elements: a <td> costs Chromium about ten times as much style work as a <div>
// each time its row moves, and a row entering the view never makes the browser lay out the table again.
// The header row (DataTableHeader) is styled here too: it shares the rows' grid and the cells' sizes.
export const Frame = styled.div`
  & [data-scroll] {
    position: relative;
    overflow: auto;
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    contain: strict;
    &:focus-visible {
      outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focusRing};
    }
  }
  & [role='table'] {
    display: grid;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  & [data-head] {
    display: grid;
    position: sticky;
    top: 0;
    z-index: ${({ theme }) => theme.zIndex.sticky};
  }
  & [data-body] {
    display: grid;
    position: relative;
    reading-flow: source-order;
  }
  & [role='row'] {
    display: grid;
    grid-template-columns: var(--dt-columns);
    width: 100%;
    background: ${({ theme }) => theme.color.surface};
    box-shadow: inset 0 -1px 0 ${({ theme }) => theme.color.border};
  }
  & [data-head] [role='row'] {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  & [data-row] {
    position: absolute;
    top: 0;
    left: 0;
    contain: layout style;
  }
  & [role='columnheader'],
  & [role='cell'] {
    box-sizing: border-box;
    height: ${({ theme }) => theme.size.tableRow}px;
    padding: 0 ${({ theme }) => theme.space(3)};
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    line-height: ${({ theme }) => theme.size.tableRow - 1}px;
    text-align: left;
  }
  & [role='columnheader'] {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.textMuted};
  }
  & [data-align='end'] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  & [role='columnheader'] button {
    display: inline-flex;
    align-items: center;
    vertical-align: middle;
    gap: ${({ theme }) => theme.space(1)};
    max-width: 100%;
    padding: 0;
    font: inherit;
    color: inherit;
    background: none;
    border: 0;
    cursor: pointer;
  }
  & [role='columnheader'][data-align='end'] button {
    flex-direction: row-reverse;
  }
  & [role='columnheader'] button:hover,
  & [role='columnheader'][aria-sort] button {
    color: ${({ theme }) => theme.color.text};
  }
  & [role='columnheader'] button:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
  & [data-stale] [role='cell'] {
    color: ${({ theme }) => theme.color.textMuted};
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  & [data-row]:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  /* The columns that name a row and what it is read for stay in view while a wide table scrolls sideways
     (issue 56), above the cells passing beneath; their edge shows while some do. */
  & [data-pin] {
    position: sticky;
    z-index: 1;
    background: inherit;
    box-shadow: inset 0 -1px 0 ${({ theme }) => theme.color.border};
  }
  & [data-under-start] [data-pin='start'][data-pin-edge] {
    box-shadow:
      inset 0 -1px 0 ${({ theme }) => theme.color.border},
      inset -1px 0 0 ${({ theme }) => theme.color.borderStrong};
  }
  & [data-under-end] [data-pin='end'][data-pin-edge] {
    box-shadow:
      inset 0 -1px 0 ${({ theme }) => theme.color.border},
      inset 1px 0 0 ${({ theme }) => theme.color.borderStrong};
  }
  /* The row's actions stay in view while a wide table scrolls sideways. */
  & [data-actions] {
    position: sticky;
    right: 0;
    background: inherit;
    box-shadow: inset 0 -1px 0 ${({ theme }) => theme.color.border};
    display: flex;
    align-items: center;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space(1)};
  }
  & [data-actions] button {
    ${rowButtonStyles}
  }
  & [data-message] {
    grid-column: 1 / -1;
    display: grid;
    place-items: center;
    height: 96px;
    white-space: normal;
    color: ${({ theme }) => theme.color.textMuted};
  }
  & [data-skeleton] {
    display: flex;
    align-items: center;
  }
  & [data-skeleton] span {
    display: block;
    height: 10px;
    width: 70%;
    background: ${({ theme }) => theme.color.surfaceHover};
    border-radius: ${({ theme }) => theme.radius.sm};
    animation: ${shimmer} 0.9s ease-in-out infinite alternate;
  }
`;
