import type { SortingState } from '@tanstack/react-table';
import { useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import type { KeyColumns } from '@erp/domain';
import { useTheme } from 'styled-components';
import { DataTableHeader } from '../DataTableHeader/DataTableHeader.tsx';
import { useUiText } from '../text/UiText.tsx';
import type { DataTableColumn, DataTableRowAction } from './columns.ts';
import { CONTENT_WIDTH, gridStyle, pinnedRoom, pinsOf, textMeasure, type Pin } from './frame.ts';
import { MemoRowView } from './RowView.tsx';
import { useCellText } from './useCellText.ts';
import { MEASURED_ROWS, needOf, useLaterWidths } from './useLaterWidths.ts';

/** A theme size ('0.875rem') in px, at the browser's 16 px root. */
const remPx = (size: string): number => parseFloat(size) * (size.endsWith('rem') ? 16 : 1);

const NONE_DRAWN: Readonly<Record<string, number>> = {};
const NO_PINS: Readonly<Record<string, Pin>> = {};
// A table given no row actions passes its rows this one list: a new one each render would render every row again.
const NO_ACTIONS: readonly never[] = [];

/** Rows rendered beyond each edge of the view. */
export const OVERSCAN = 6;

export interface TableViewProps<Row> {
  id: string;
  label: string;
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  ordered: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  getRowId?: (row: Row, index: number) => string;
  labelOf: (row: Row) => string;
  onEdit?: (row: Row) => void;
  viewOnly?: ((row: Row) => boolean) | undefined;
  onAskDelete?: (row: Row) => void;
  rowActions?: readonly DataTableRowAction<Row>[] | undefined;
  /** The rows' query changed and its answer has not come: rows shown are stale, none are a skeleton. */
  loading: boolean;
  message: string;
  height: number;
  /** The columns pinned at the start (the ticks, the title) and kept at the end (status, value, total). */
  kept: KeyColumns;
}

/** The scrolling table. It owns the virtualizer, so a scroll renders only this and the rows entering view. */
function TableView<Row>({
  id,
  label,
  sorting,
  onSortingChange,
  ordered,
  columns,
  getRowId,
  labelOf,
  onEdit,
  viewOnly,
  onAskDelete,
  rowActions = NO_ACTIONS,
  loading,
  message,
  height,
  kept,
}: TableViewProps<Row>) {
  const theme = useTheme();
  const rowHeight = theme.size.tableRow;
  const measure = useMemo(
    () =>
      textMeasure({
        family: theme.font.family,
        cellSize: remPx(theme.font.size.md),
        headerSize: remPx(theme.font.size.sm),
        headerWeight: theme.font.weight.medium,
      }),
    [theme],
  );
  const t = useUiText();
  const shown = useCellText<Row>();
  const scrollRef = useRef<HTMLDivElement>(null);
  // Always the same number of rows (a pool), each keyed by its slot (index modulo the pool): a scroll
  // rewrites the text of the rows that left the view instead of creating and removing elements.
  const pool = Math.ceil(height / rowHeight) + 1 + 2 * OVERSCAN;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const length = Math.min(
        range.count,
        Math.max(pool, range.endIndex - range.startIndex + 1 + 2 * range.overscan),
      );
      const start = Math.max(0, Math.min(range.startIndex - range.overscan, range.count - length));
      return Array.from({ length }, (_, i) => start + i);
    },
    [pool],
  );
  // Loading with rows in hand: they answer the last query, not this one, so they show dimmed (stale) until
  // the answer comes; with none, a skeleton (issue 40, decision 1911).
  const skeleton = loading && ordered.length === 0;
  const stale = loading && ordered.length > 0;
  const virtualizer = useVirtualizer({
    count: skeleton ? 0 : ordered.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    rangeExtractor,
  });
  const buttons = rowActions.length + (onEdit ? 1 : 0) + (onAskDelete ? 1 : 0);
  // Each column as wide as its header and the longest value of the rows measured, its width the least (issue 42).
  const needs = useMemo(
    () =>
      Object.fromEntries(
        columns.map((column) => [
          column.key,
          needOf(measure, shown, column, ordered.slice(0, MEASURED_ROWS)),
        ]),
      ),
    [columns, ordered, shown, measure],
  );
  const hasActions = buttons > 0;
  const rowsShown = ordered.length > 0;
  const items = virtualizer.getVirtualItems();
  // The rows past MEASURED_ROWS are measured after the first paint, and any in view at once (decision 2388).
  const measured = useLaterWidths(needs, ordered, columns, measure, shown, {
    start: items[0]?.index ?? 0,
    end: (items.at(-1)?.index ?? -1) + 1,
  });
  // A custom cell draws what its value's text does not say (a party's name from a lookup, a document's kind and
  // number, a status's chips): where one drawn in the rows shown is cut, its column widens to it, up to
  // CONTENT_WIDTH's most unless declared wider, until the rows change (issue 42: never cut).
  const [drawn, setDrawn] = useState<{ of: readonly Row[]; widths: Readonly<Record<string, number>> }>({
    of: ordered,
    widths: {},
  });
  const drawnWidths = drawn.of === ordered ? drawn.widths : NONE_DRAWN;
  const widths = useMemo(() => ({ ...measured, ...drawnWidths }), [measured, drawnWidths]);
  // A table wider than its frame pins its key columns; one that fits has nothing to pin them over.
  const [wide, setWide] = useState(false);
  const pins = useMemo(
    () => (wide ? pinsOf(columns, kept, buttons, widths) : NO_PINS),
    [wide, columns, kept, buttons, widths],
  );
  const room = pinnedRoom(pins, columns, buttons, widths);

  const keyOf = (row: Row, index: number) =>
    getRowId ? getRowId(row, index) : String((row as { id?: unknown }).id ?? index);

  let body: ReactNode;
  let owns: string | undefined;
  if (skeleton) {
    body = Array.from({ length: Math.min(8, Math.max(1, Math.floor(height / rowHeight) - 1)) }, (_, i) => (
      <div key={`skeleton-${i}`} role="row" aria-hidden="true">
        {columns.map((column) => (
          <div key={column.key} role="cell" data-skeleton="">
            <span />
          </div>
        ))}
        {hasActions ? <div role="cell" data-skeleton="" /> : null}
      </div>
    ));
  } else if (ordered.length === 0) {
    body = (
      <div role="row">
        <div role="cell" data-message="">
          {message}
        </div>
      </div>
    );
  } else {
    // Keyed by slot and listed in slot order, so React never moves a row element; the rows are placed
    // by offset, and `aria-owns` gives assistive technology their order on screen.
    const slots = Math.max(pool, items.length);
    owns = items.map((item) => `${id}-row-${item.index % slots}`).join(' ');
    body = [...items]
      .sort((a, b) => (a.index % slots) - (b.index % slots))
      .map((item) => {
        const row = ordered[item.index] as Row;
        const slot = item.index % slots;
        return (
          <MemoRowView
            key={slot}
            id={`${id}-row-${slot}`}
            row={row}
            recordKey={keyOf(row, item.index)}
            index={item.index}
            top={item.start}
            columns={columns}
            name={labelOf(row)}
            onEdit={onEdit}
            viewOnly={viewOnly?.(row) === true}
            onAskDelete={onAskDelete}
            rowActions={rowActions}
            pins={pins}
          />
        );
      });
  }

  // A row element shows another record after a scroll, sort or filter: focus inside it would silently
  // pass to that record's buttons, so it goes back to the scrolling region instead (as it does when a
  // custom cell holding it is created anew).
  const bodyRef = useRef<HTMLDivElement>(null);
  const focusedKey = useRef<string | null>(null);
  const keyAt = (target: EventTarget | null) => {
    const element = target instanceof Element ? target.closest('[data-row]') : null;
    const index = Number(element?.getAttribute('aria-rowindex')) - 2;
    const row = ordered[index];
    return element && row !== undefined ? keyOf(row, index) : null;
  };
  const onBodyFocus = (event: FocusEvent) => {
    focusedKey.current = keyAt(event.target);
  };
  const onBodyBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) focusedKey.current = null;
  };
  useLayoutEffect(() => {
    if (focusedKey.current === null) return;
    const active = document.activeElement;
    const inBody = Boolean(bodyRef.current?.contains(active));
    if (inBody && keyAt(active) === focusedKey.current) return;
    focusedKey.current = null;
    if (inBody || !active || active === document.body) scrollRef.current?.focus({ preventScroll: true });
  });

  // Whether the table is wider than its frame, and whether a pinned side's edge column stands off its own place
  // (columns pass beneath it): its edge shows then. Set on the element, so that a scroll frame renders nothing.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return undefined;
    const headers = element.querySelectorAll('[data-head] [role="columnheader"]');
    const table = element.querySelector('[role="table"]');
    const edgeOf = (side: Pin['side']) =>
      columns.findIndex((c) => pins[c.key]?.side === side && pins[c.key]?.edge);
    const edges = { start: edgeOf('start'), end: edgeOf('end') };
    const mark = () => {
      setWide(element.scrollWidth - element.clientWidth > 1);
      const origin = table?.getBoundingClientRect().left ?? 0;
      for (const side of ['start', 'end'] as const) {
        const index = edges[side];
        const shown = index < 0 ? undefined : headers[index]?.getBoundingClientRect().left;
        const own = columns.slice(0, index).reduce((sum, column) => sum + (widths[column.key] ?? 0), 0);
        element.toggleAttribute(
          `data-under-${side}`,
          shown !== undefined && Math.abs(shown - origin - own) > 1,
        );
      }
    };
    mark();
    element.addEventListener('scroll', mark, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(mark);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', mark);
      observer?.disconnect();
    };
  }, [columns, pins, widths]);

  useLayoutEffect(() => {
    if (skeleton || !rowsShown || !columns.some((column) => column.cell)) return;
    const grown: Record<string, number> = {};
    const rows = [...(bodyRef.current?.children ?? [])];
    columns.forEach((column, index) => {
      if (!column.cell) return;
      const widest = rows.reduce((most, row) => {
        const cell = row.children[index];
        return cell && cell.scrollWidth > cell.clientWidth ? Math.max(most, cell.scrollWidth) : most;
      }, 0);
      const width = Math.min(Math.max(CONTENT_WIDTH.max, column.width ?? 0), widest);
      if (width > (widths[column.key] ?? 0)) grown[column.key] = width;
    });
    if (Object.keys(grown).length > 0) setDrawn({ of: ordered, widths: { ...drawnWidths, ...grown } });
    // `owns` names the rows in view: a scroll that brings others checks them.
  }, [skeleton, rowsShown, columns, ordered, drawnWidths, widths, owns]);

  return (
    <div
      ref={scrollRef}
      data-scroll=""
      style={{ height, scrollPaddingLeft: room.start, scrollPaddingRight: room.end }}
      tabIndex={0}
      role="region"
      aria-label={t('{{label}} table', { label })}
    >
      <div
        id={`${id}-table`}
        role="table"
        aria-label={label}
        aria-rowcount={loading ? -1 : ordered.length + 1}
        aria-busy={loading || undefined}
        style={gridStyle(columns, buttons, widths)}
      >
        <DataTableHeader
          columns={columns}
          sorting={sorting}
          onSortingChange={onSortingChange}
          hasActions={hasActions}
          pins={pins}
        />
        <div
          role="rowgroup"
          data-body=""
          data-stale={stale ? '' : undefined}
          ref={bodyRef}
          aria-owns={owns}
          onFocus={onBodyFocus}
          onBlur={onBodyBlur}
          style={rowsShown ? { height: virtualizer.getTotalSize() } : undefined}
        >
          {body}
        </div>
      </div>
    </div>
  );
}

export const MemoTableView = memo(TableView) as typeof TableView;
