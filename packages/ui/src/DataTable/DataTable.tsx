import { filterRows, formatAmount, formatCount, formatDate, formatQuantity, valueAt } from '@erp/domain';
import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type Table,
  type Updater,
} from '@tanstack/react-table';
import { useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  Fragment,
  memo,
  useCallback,
  useDeferredValue,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import styled, { keyframes, useTheme } from 'styled-components';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { VisuallyHidden } from '../internal/field.tsx';
import { unitDecimalsOf, type DataTableColumn } from './columns.ts';
import { sortRows } from './sort.ts';
import { useUiText, type Translate } from '../text/UiText.tsx';

export type { SortingState } from '@tanstack/react-table';

export interface DataTableProps<Row> {
  /** What the table lists, e.g. 'Items': names the table and its filter. */
  label: string;
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  /**
   * Identifies a record (its `id`, else its position, by default): a custom cell is created anew, and
   * keyboard focus leaves the row, when a row shows another record.
   */
  getRowId?: (row: Row, index: number) => string;
  /** The filter text; give it with onQueryChange to control it, or leave both out. */
  query?: string;
  onQueryChange?: (query: string) => void;
  /** Filter on one key (or `a.b`) instead of the whole record (spec §5). */
  filterKey?: string;
  /** Hides the filter box (when the screen filters on the server). */
  hideFilter?: boolean;
  /**
   * The rows are one page of a list the server filters, sorts and pages (`query` and `sorting` go to the
   * server): they are shown as given, and the count says how many records match in all.
   */
  totalCount?: number;
  /** `totalCount` is the server's estimate: it shows as 'about 2,40,000' (decision 0610). */
  totalCountEstimated?: boolean;
  /** Leaves the count out, where a pagination bar below shows it: a list shows one count. */
  hideCount?: boolean;
  /** With `totalCount`, a click on a header asks for this order of the whole list (the server sorts). */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** Shows Edit on each row. */
  onEdit?: (row: Row) => void;
  /** Shows Delete on each row; called only after the user confirms with OK. */
  onDelete?: (row: Row) => void;
  /** The row's name in the actions' labels and the delete question; the first column by default. */
  rowLabel?: (row: Row) => string;
  loading?: boolean;
  emptyMessage?: string;
  /** Height of the scrolling body in px. */
  height?: number;
}

const shimmer = keyframes`from { opacity: 0.45; } to { opacity: 1; }`;

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.color.text};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Filter = styled.div`
  position: relative;
  width: min(320px, 100%);
  & input {
    width: 100%;
    height: ${({ theme }) => theme.size.control};
    padding: 0 ${({ theme }) => theme.space(2.5)} 0 ${({ theme }) => theme.space(8)};
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  & input::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & input:focus {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focusRing};
  }
  & svg {
    position: absolute;
    top: 50%;
    left: ${({ theme }) => theme.space(2.5)};
    transform: translateY(-50%);
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

// Everything inside the scrolling area is plain elements styled from here: the rows re-render on every
// scroll frame, and styled components there would cost time in each frame. The table is a grid of
// elements with the ARIA table roles and absolutely placed rows (after TanStack Virtual's table
// example), not <table> elements: a <td> costs Chromium about ten times as much style work as a <div>
// each time its row moves, and a row entering the view never makes the browser lay out the table again.
const Frame = styled.div`
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

export const ACTIONS_WIDTH = 96;
export const OVERSCAN = 6;

function display<Row>(column: DataTableColumn<Row>, row: Row, t: Translate): ReactNode {
  const value = valueAt(row, column.key);
  if (value === null || value === undefined || value === '') return '';
  if (column.options) {
    const option = column.options.find((o) => String(o.value) === String(value));
    if (option) return option.label;
  }
  switch (column.type) {
    case 'amount':
      return formatAmount(Number(value));
    case 'quantity':
      return formatQuantity(Number(value), unitDecimalsOf(column, row));
    case 'number':
      return typeof value === 'number' ? value.toLocaleString('en-IN') : String(value);
    case 'date':
      return formatDate(value as string);
    case 'boolean':
      return value ? t('Yes') : t('No');
    default:
      return String(value);
  }
}

const numeric = (type: DataTableColumn<unknown>['type']) =>
  type === 'amount' || type === 'quantity' || type === 'number';

/** TanStack Table models the columns, headers and sort state; the rows come from the virtualizer. */
const NO_ROWS: never[] = [];

/** The grid columns of every row: a column's width, or an equal share of what is left (at least 120 px). */
const gridColumns = (columns: readonly { width?: number }[], actions: boolean) =>
  [
    ...columns.map((c) => (c.width ? `${c.width}px` : 'minmax(120px, 1fr)')),
    ...(actions ? [`${ACTIONS_WIDTH}px`] : []),
  ].join(' ');

interface RowViewProps<Row> {
  id: string;
  row: Row;
  /** The record's key: custom cells are keyed by it, so their state never passes to another record. */
  recordKey: string;
  index: number;
  top: number;
  columns: readonly DataTableColumn<Row>[];
  name: string;
  onEdit?: (row: Row) => void;
  onAskDelete?: (row: Row) => void;
}

/**
 * One row of the pool. Memoised: while scrolling, only the rows that take a new record render again,
 * and they keep their elements (new text, attributes and offset).
 */
function RowView<Row>({
  id,
  row,
  recordKey,
  index,
  top,
  columns,
  name,
  onEdit,
  onAskDelete,
}: RowViewProps<Row>) {
  const t = useUiText();
  return (
    <div
      id={id}
      role="row"
      data-row=""
      aria-rowindex={index + 2}
      style={{ transform: `translateY(${top}px)`, readingOrder: String(index) }}
    >
      {columns.map((column) => (
        <div key={column.key} role="cell" data-align={numeric(column.type) ? 'end' : undefined}>
          {column.cell ? <Fragment key={recordKey}>{column.cell(row)}</Fragment> : display(column, row, t)}
        </div>
      ))}
      {onEdit || onAskDelete ? (
        <div role="cell" data-actions="">
          {onEdit ? (
            <button type="button" aria-label={t('Edit {{name}}', { name })} onClick={() => onEdit(row)}>
              <Icon name="edit" size={16} />
            </button>
          ) : null}
          {onAskDelete ? (
            <button
              type="button"
              aria-label={t('Delete {{name}}', { name })}
              onClick={() => onAskDelete(row)}
            >
              <Icon name="trash" size={16} />
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

const MemoRowView = memo(RowView) as typeof RowView;

interface ViewProps<Row> {
  id: string;
  label: string;
  table: Table<Row>;
  /** Passed so that a change of sort renders the headers again. */
  sorting: SortingState;
  ordered: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  getRowId?: (row: Row, index: number) => string;
  labelOf: (row: Row) => string;
  onEdit?: (row: Row) => void;
  onAskDelete?: (row: Row) => void;
  loading: boolean;
  message: string;
  height: number;
}

interface HeaderRowsProps<Row> {
  table: Table<Row>;
  /** With `columns`, passed so that a change of sort or columns renders the headers again. */
  sorting: SortingState;
  columns: readonly DataTableColumn<Row>[];
  hasActions: boolean;
}

/** The header row. Memoised on the columns and sort state: a scroll frame does not render it. */
function HeaderRows<Row>({ table, hasActions }: HeaderRowsProps<Row>) {
  const t = useUiText();
  return (
    <div role="rowgroup" data-head="">
      {table.getHeaderGroups().map((group) => (
        <div key={group.id} role="row" aria-rowindex={1}>
          {group.headers.map((header) => {
            const column = header.column.columnDef.meta as DataTableColumn<Row>;
            const sorted = header.column.getIsSorted();
            return (
              <div
                key={header.id}
                role="columnheader"
                data-align={numeric(column.type) ? 'end' : undefined}
                aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
              >
                {header.column.getCanSort() ? (
                  <button type="button" onClick={header.column.getToggleSortingHandler()}>
                    {column.header}
                    <Icon
                      name={sorted === 'asc' ? 'sort-asc' : sorted === 'desc' ? 'sort-desc' : 'sort-none'}
                      size={14}
                    />
                  </button>
                ) : (
                  column.header
                )}
              </div>
            );
          })}
          {hasActions ? (
            <div role="columnheader">
              <VisuallyHidden>{t('Actions')}</VisuallyHidden>
            </div>
          ) : null}
        </div>
      ))}
    </div>
  );
}

const MemoHeaderRows = memo(HeaderRows) as typeof HeaderRows;

/** The scrolling table. It owns the virtualizer, so a scroll renders only this and the rows entering view. */
function TableView<Row>({
  id,
  label,
  table,
  sorting,
  ordered,
  columns,
  getRowId,
  labelOf,
  onEdit,
  onAskDelete,
  loading,
  message,
  height,
}: ViewProps<Row>) {
  const rowHeight = useTheme().size.tableRow;
  const t = useUiText();
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
  const virtualizer = useVirtualizer({
    count: loading ? 0 : ordered.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    rangeExtractor,
  });
  const hasActions = Boolean(onEdit || onAskDelete);
  const minWidth =
    columns.reduce((sum, column) => sum + (column.width ?? 120), 0) + (hasActions ? ACTIONS_WIDTH : 0);
  const rowsShown = !loading && ordered.length > 0;

  const keyOf = (row: Row, index: number) =>
    getRowId ? getRowId(row, index) : String((row as { id?: unknown }).id ?? index);

  let body: ReactNode;
  let owns: string | undefined;
  if (loading) {
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
    const items = virtualizer.getVirtualItems();
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
            onAskDelete={onAskDelete}
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

  return (
    <div
      ref={scrollRef}
      data-scroll=""
      style={{ height }}
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
        style={{ minWidth, ['--dt-columns' as string]: gridColumns(columns, hasActions) }}
      >
        <MemoHeaderRows table={table} sorting={sorting} columns={columns} hasActions={hasActions} />
        <div
          role="rowgroup"
          data-body=""
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

const MemoTableView = memo(TableView) as typeof TableView;

/**
 * The list table: columns from a definition, sorting, a filter box (the domain's case-insensitive
 * contains), Edit and Delete (after a confirmation) on each row, empty and loading states, and
 * virtualised rows, so that 100,000 rows render and scroll as fast as fifty. Filtering and sorting run
 * once per change over the whole list; TanStack Table models columns, headers and sort state, and the
 * virtualizer renders the rows in view (decision 0303).
 */
export function DataTable<Row>({
  label,
  rows,
  columns,
  getRowId,
  query: controlledQuery,
  onQueryChange,
  filterKey,
  hideFilter = false,
  totalCount,
  totalCountEstimated = false,
  hideCount = false,
  sorting: controlledSorting,
  onSortingChange,
  onEdit,
  onDelete,
  rowLabel,
  loading = false,
  emptyMessage,
  height = 480,
}: DataTableProps<Row>) {
  const id = useId();
  const [ownQuery, setOwnQuery] = useState('');
  const t = useUiText();
  const query = controlledQuery ?? ownQuery;
  const setQuery = (q: string) => (onQueryChange ? onQueryChange(q) : setOwnQuery(q));
  // Typing stays responsive on large lists: the filter runs on the deferred text.
  const filterText = useDeferredValue(query);
  const [ownSorting, setOwnSorting] = useState<SortingState>([]);
  const sorting = controlledSorting ?? ownSorting;
  const [toDelete, setToDelete] = useState<Row | null>(null);

  const filtered = useMemo(
    () => (totalCount === undefined ? filterRows(rows, filterText, filterKey) : rows),
    [rows, filterText, filterKey, totalCount],
  );
  // A page the server sorted is in the whole list's order already: sorting it here would order one page.
  const ordered = useMemo(
    () => (totalCount === undefined ? sortRows(filtered, sorting, columns) : filtered),
    [filtered, sorting, columns, totalCount],
  );
  const labelOf = useMemo(() => {
    if (rowLabel) return rowLabel;
    const first = columns[0];
    return (row: Row) => (first ? String(valueAt(row, first.key) ?? '') : '');
  }, [rowLabel, columns]);
  const tableColumns = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.key,
        header: column.header,
        accessorFn: (row: Row) => valueAt(row, column.key),
        enableSorting: column.sortable !== false,
        sortDescFirst: false,
        meta: column,
      })),
    [columns],
  );
  const table = useReactTable<Row>({
    data: NO_ROWS,
    columns: tableColumns,
    state: { sorting },
    manualSorting: true,
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      if (onSortingChange) onSortingChange(next);
      else setOwnSorting(next);
    },
    getCoreRowModel: getCoreRowModel(),
  });
  const message =
    filterText.trim() !== '' && rows.length > 0
      ? t('No records match “{{query}}”', { query: filterText })
      : (emptyMessage ?? t('No records found'));

  return (
    <Wrapper>
      {hideFilter ? null : (
        <Toolbar>
          <Filter>
            <Icon name="search" size={16} />
            <input
              type="search"
              aria-label={t('Filter {{label}}', { label })}
              placeholder={t('Search')}
              aria-controls={`${id}-table`}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </Filter>
          <Count role="status">
            {hideCount
              ? null
              : loading
                ? t('Loading…')
                : totalCount !== undefined
                  ? t('{{count}} records', { count: formatCount(totalCount, totalCountEstimated) })
                  : filtered.length === rows.length
                    ? t('{{count}} records', { count: formatCount(rows.length) })
                    : t('{{shown}} of {{count}} records', {
                        shown: formatCount(filtered.length),
                        count: formatCount(rows.length),
                      })}
          </Count>
        </Toolbar>
      )}
      <Frame>
        <MemoTableView
          id={id}
          label={label}
          table={table}
          sorting={sorting}
          ordered={ordered}
          columns={columns}
          getRowId={getRowId}
          labelOf={labelOf}
          onEdit={onEdit}
          onAskDelete={onDelete ? setToDelete : undefined}
          loading={loading}
          message={message}
          height={height}
        />
      </Frame>
      {onDelete ? (
        <ConfirmDialog
          open={toDelete !== null}
          title={t('Delete record?')}
          message={
            toDelete ? t('{{name}} will be deleted. This cannot be undone.', { name: labelOf(toDelete) }) : ''
          }
          okVariant="danger"
          onClose={(confirmed) => {
            const row = toDelete;
            setToDelete(null);
            if (confirmed && row) onDelete(row);
          }}
        />
      ) : null}
    </Wrapper>
  );
}
