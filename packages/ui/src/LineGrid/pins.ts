import { LINE_TOTAL, lineKeyColumns, type ChildTableDef, type FieldDef } from '@erp/domain';
import { useLayoutEffect, useMemo, type CSSProperties, type RefObject } from 'react';
import { pinsOf, type Pin } from '../DataTable/frame.ts';

/**
 * The columns a line grid keeps in view, by their index in a row (the line's number first, then the fields,
 * the figures and Remove): the number, first field and item at the start; the line's total (a taxed line's),
 * what the lines declare and Remove at the end (issue 56).
 */
export function pinnedColumns(
  lines: Pick<ChildTableDef, 'fields' | 'keyColumns'>,
  fields: readonly FieldDef[],
  figures: readonly { key: string }[],
  removable: boolean,
): { start: number[]; end: number[] } {
  const keys = lineKeyColumns(
    lines,
    figures.some((figure) => figure.key === LINE_TOTAL),
  );
  const indexOf = (key: string) => {
    const field = fields.findIndex((candidate) => candidate.key === key);
    const figure = figures.findIndex((candidate) => candidate.key === key);
    return field >= 0 ? field + 1 : figure >= 0 ? fields.length + figure + 1 : -1;
  };
  return {
    start: [0, ...keys.start.map(indexOf).filter((index) => index > 0)],
    end: [
      ...keys.end.map(indexOf).filter((index) => index > 0),
      ...(removable ? [fields.length + figures.length + 1] : []),
    ],
  };
}

/** A pinned cell's attributes: its side, its edge, and where it sticks (set once the columns are measured). */
export interface PinnedCell {
  'data-pin'?: Pin['side'];
  'data-pin-edge'?: '';
  style?: CSSProperties;
}

const NOT_PINNED: PinnedCell = {};

/** The custom properties holding where a pinned column sticks, on the table. */
const sticks = (index: number) => [`--pin-${index}-near`, `--pin-${index}-far`] as const;

/**
 * The line grid's columns that stay in view as it scrolls sideways (issue 56, decision 2250), by their index
 * in a row: `start` (the line's number, its first field and item) pinned at the left, `end` (its total, what
 * its lines declare, the Remove button) at the right, each side clear of the other. The columns are as wide as
 * the table lays them out, measured after each layout and written to the table's custom properties, so that
 * no line renders again for it; a focused cell is scrolled clear of the pins (`scroll-padding`), and the end's
 * edge shows while columns pass beneath it.
 */
export function useLinePins(
  table: RefObject<HTMLElement | null>,
  start: readonly number[],
  end: readonly number[],
): (index: number) => PinnedCell {
  const cells = useMemo(() => {
    const pinned = new Map<number, PinnedCell>();
    const place = (indexes: readonly number[], side: Pin['side'], edge: number | undefined) =>
      indexes.forEach((index) => {
        const [near, far] = sticks(index);
        const bounds = { near: `var(${near})`, far: `var(${far})` };
        pinned.set(index, {
          'data-pin': side,
          ...(index === edge ? { 'data-pin-edge': '' } : {}),
          style:
            side === 'start'
              ? { left: bounds.near, right: bounds.far }
              : { right: bounds.near, left: bounds.far },
        });
      });
    place(start, 'start', start.at(-1));
    place(end, 'end', end[0]);
    return pinned;
  }, [start, end]);

  useLayoutEffect(() => {
    const element = table.current;
    const scroll = element?.parentElement;
    if (!(element instanceof HTMLTableElement) || !scroll) return undefined;
    let measured = '';
    const measure = () => {
      const heads = [...(element.tHead?.rows[0]?.cells ?? [])];
      const widths = heads.map((cell) => Math.round(cell.getBoundingClientRect().width));
      const key = widths.join(' ');
      if (key !== measured && widths.some((width) => width > 0)) {
        measured = key;
        const columns = widths.map((_, index) => ({ key: String(index) }));
        const needs = Object.fromEntries(widths.map((width, index) => [String(index), width]));
        const pins = pinsOf(columns, { start: start.map(String), end: end.map(String) }, 0, needs);
        for (const [index, pin] of Object.entries(pins)) {
          const [near, far] = sticks(Number(index));
          element.style.setProperty(near, `${pin.offset}px`);
          element.style.setProperty(far, `${pin.clear}px`);
        }
        const room = (indexes: readonly number[]) =>
          indexes.reduce((sum, index) => sum + (widths[index] ?? 0), 0);
        scroll.style.scrollPaddingLeft = `${room(start)}px`;
        scroll.style.scrollPaddingRight = `${room(end)}px`;
      }
      // The end's edge column stands off its own place while columns pass beneath it.
      const edge = end[0];
      const head = edge === undefined ? undefined : heads[edge];
      const own = widths.slice(0, edge).reduce((sum, width) => sum + width, 0);
      const shown = head ? head.getBoundingClientRect().left - element.getBoundingClientRect().left : own;
      scroll.toggleAttribute('data-under-end', Math.abs(shown - own) > 1);
    };
    measure();
    scroll.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    for (const cell of element.tHead?.rows[0]?.cells ?? []) observer?.observe(cell);
    return () => {
      scroll.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [table, start, end]);

  return (index) => cells.get(index) ?? NOT_PINNED;
}
