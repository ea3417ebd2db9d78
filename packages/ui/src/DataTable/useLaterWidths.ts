import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { DataTableColumn } from './columns.ts';
import { contentWidth, type TextMeasure } from './frame.ts';

/**
 * The rows whose values are measured before they show (decision 2388): all of a list's page (at most 100), and
 * of a table holding more, its first ones; the later rows are measured after the first paint (useLaterWidths).
 */
export const MEASURED_ROWS = 200;

/**
 * Rows the idle pass measures between two looks at the clock, and the most time a piece of it takes: a frame or a
 * scroll's start waits for one piece at most.
 */
const PIECE_ROWS = 50;
const PIECE_MS = 5;

type Widths = Readonly<Record<string, number>>;
type Shown<Row> = (column: DataTableColumn<Row>, row: Row) => string;

/** The width `column` needs for the values of `rows`, as `shown` writes them in the table's fonts. */
export const needOf = <Row>(
  measure: TextMeasure,
  shown: Shown<Row>,
  column: DataTableColumn<Row>,
  rows: readonly Row[],
): number =>
  contentWidth(
    measure,
    column.header,
    rows.map((row) => shown(column, row)),
    column.sortable !== false,
    column.width,
  );

/** The widths `columns` need for the values of `rows`, but for custom cells' (not measured by their text). */
const needsOf = <Row>(
  measure: TextMeasure,
  shown: Shown<Row>,
  columns: readonly DataTableColumn<Row>[],
  rows: readonly Row[],
): Widths =>
  Object.fromEntries(
    columns
      .filter((column) => !column.cell)
      .map((column) => [column.key, needOf(measure, shown, column, rows)]),
  );

/** Each column as wide as in `a` or in `b`, whichever is wider. */
const widest = (a: Widths, b: Widths): Widths => {
  const most: Record<string, number> = { ...a };
  for (const [key, width] of Object.entries(b)) most[key] = Math.max(most[key] ?? 0, width);
  return most;
};

/** Whether `wider` has a column wider than `widths` has it. */
const grows = (widths: Widths, wider: Widths): boolean =>
  Object.entries(wider).some(([key, width]) => width > (widths[key] ?? 0));

/** The widths drawn, for the rows, columns, fonts and words that `of` (their first rows' widths) was measured for. */
interface Drawn {
  of: Widths;
  widths: Widths;
}
/** What widens the columns drawn for `of` to `wider`, where it is wider. */
const widenedTo =
  (of: Widths, wider: Widths) =>
  (drawn: Drawn): Drawn => {
    const widths = drawn.of === of ? drawn.widths : of;
    return grows(widths, wider) ? { of, widths: widest(widths, wider) } : drawn;
  };

/**
 * For `of`'s rows, columns, fonts and words (the widths their first rows need): the rows past MEASURED_ROWS the idle
 * pass has measured (up to `next`) and the widths they need (`found`, `of`'s as least), the rows measured in view,
 * and where the view starts.
 */
interface Later {
  of: Widths;
  next: number;
  found: Widths;
  inView: Set<number>;
  start: number;
}
const laterRows = (of: Widths): Later => ({
  of,
  next: MEASURED_ROWS,
  found: of,
  inView: new Set(),
  start: 0,
});
/** `later`'s rows, begun anew for `of` when they were another table's. */
const laterOf = (later: { current: Later | null }, of: Widths): Later => {
  if (later.current?.of !== of) later.current = laterRows(of);
  return later.current;
};

/**
 * Runs `piece` in idle time until it returns false, giving it the time it may take, PIECE_MS at most. A piece that
 * took all of it is followed by another while the browser's idle period lasts, any other by one in the next idle
 * period (after a timer where there are none, as in Safari). Returns the cancel.
 */
function inIdleTime(piece: (timeLeft: () => number) => boolean): () => void {
  let cancel = () => {};
  const run = (periodLeft: () => number) => {
    const end = performance.now() + PIECE_MS;
    if (piece(() => Math.min(periodLeft(), end - performance.now())))
      schedule(performance.now() >= end && periodLeft() > 0 ? periodLeft : null);
  };
  const schedule = (periodLeft: (() => number) | null) => {
    if (periodLeft) {
      const timer = setTimeout(() => run(periodLeft), 0);
      cancel = () => clearTimeout(timer);
    } else if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback((deadline) => run(() => deadline.timeRemaining()));
      cancel = () => cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(() => run(() => PIECE_MS), 0);
      cancel = () => clearTimeout(timer);
    }
  };
  schedule(null);
  return () => cancel();
}

/**
 * `first` (the widths the first MEASURED_ROWS rows need) grown to the later rows' (decision 2388). After the first
 * paint the later rows are measured in idle time while the view stands still, a piece at a time, and a longer value
 * found widens its column then: a scroll meets no widening of the pass. A later row in view before the pass reaches
 * it is measured at once (never cut), and a column it needs more of widens to all the rows measured so far. Custom
 * cells' columns are not measured by their text (TableView checks them as drawn).
 */
export function useLaterWidths<Row>(
  first: Widths,
  ordered: readonly Row[],
  columns: readonly DataTableColumn<Row>[],
  measure: TextMeasure,
  shown: Shown<Row>,
  view: { start: number; end: number },
): Widths {
  const [drawn, setDrawn] = useState<Drawn>({ of: first, widths: first });
  const widths = drawn.of === first ? drawn.widths : first;
  const later = useRef<Later | null>(null);

  useEffect(() => {
    const pass = laterOf(later, first);
    if (pass.next >= ordered.length) return undefined;
    let start = pass.start;
    // A piece measures only while the view stands still since the last: a scroll's frames are not idle for it.
    return inIdleTime((timeLeft) => {
      if (pass.start !== start) {
        start = pass.start;
        return true;
      }
      while (pass.next < ordered.length && timeLeft() > 0) {
        const rows = ordered.slice(pass.next, pass.next + PIECE_ROWS);
        pass.found = widest(pass.found, needsOf(measure, shown, columns, rows));
        pass.next += rows.length;
      }
      setDrawn(widenedTo(first, pass.found));
      return pass.next < ordered.length;
    });
  }, [first, ordered, columns, measure, shown]);

  const { start, end } = view;
  useLayoutEffect(() => {
    const pass = laterOf(later, first);
    pass.start = start;
    const rows: Row[] = [];
    for (let index = Math.max(start, MEASURED_ROWS); index < end; index++)
      if (!pass.inView.has(index)) {
        pass.inView.add(index);
        rows.push(ordered[index] as Row);
      }
    if (rows.length === 0) return;
    const needed = needsOf(measure, shown, columns, rows);
    if (grows(widths, needed)) setDrawn(widenedTo(first, widest(pass.found, needed)));
  }, [start, end, first, ordered, columns, measure, shown, widths]);

  return widths;
}
