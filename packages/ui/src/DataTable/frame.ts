import type { CSSProperties } from 'react';
import styled, { keyframes } from 'styled-components';

/** The width of the Edit and Delete column, in px. */
export const ACTIONS_WIDTH = 96;

/** The actions column's width for `buttons` buttons of 28 px, 4 px apart, in its padding; Edit and Delete's at least. */
export const actionsWidth = (buttons: number): number =>
  buttons === 0 ? 0 : Math.max(ACTIONS_WIDTH, 24 + buttons * 28 + (buttons - 1) * 4);

/**
 * The style of the `role="table"` element: the grid columns of every row (a column's width, or an equal
 * share of what is left, at least 120 px, then the actions' `buttons`) and the width below which the frame
 * scrolls sideways.
 */
export const gridStyle = (columns: readonly { width?: number }[], buttons: number): CSSProperties => ({
  minWidth: columns.reduce((sum, column) => sum + (column.width ?? 120), 0) + actionsWidth(buttons),
  ['--dt-columns' as string]: [
    ...columns.map((c) => (c.width ? `${c.width}px` : 'minmax(120px, 1fr)')),
    ...(buttons > 0 ? [`${actionsWidth(buttons)}px`] : []),
  ].join(' '),
});

const shimmer = keyframes`from { opacity: 0.45; } to { opacity: 1; }`;

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
  & [data-actions] {
    display: flex;
    align-items: center;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space(1)};
  }
  & [data-actions] button {
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
  }
  & [data-actions] button:hover {
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  & [data-actions] button:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focusRing};
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
