import { filterRows, valueAt } from '@erp/domain';
import type { SortingState } from '@tanstack/react-table';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useUiText } from '../text/UiText.tsx';
import type { DataTableColumn } from './columns.ts';
import { sortRows } from './sort.ts';
import { useCellText } from './useCellText.ts';

/** What the state of a DataTable depends on: its props of the same names. */
export interface DataTableStateOptions<Row> {
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  query?: string;
  onQueryChange?: (query: string) => void;
  filterKey?: string;
  totalCount?: number;
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  rowLabel?: (row: Row) => string;
  /** The column that names a row: its value is the row's label when no `rowLabel` is given. */
  titleKey: string;
  emptyMessage?: string;
}

export interface DataTableState<Row> {
  /** The filter text, as typed. */
  query: string;
  setQuery: (query: string) => void;
  sorting: SortingState;
  /** The same function while `onSortingChange` stays the same: the memoised header keeps its render. */
  setSorting: (sorting: SortingState) => void;
  /** The rows the filter leaves (all of them for a server page). */
  filtered: readonly Row[];
  /** The filtered rows in the order of `sorting` (a server page as given). */
  ordered: readonly Row[];
  /** A row's name in the actions' labels and the delete question. */
  labelOf: (row: Row) => string;
  /** What the table says when it has no rows to show. */
  message: string;
  /** The row whose deletion waits for the user's answer. */
  toDelete: Row | null;
  setToDelete: (row: Row | null) => void;
}

/**
 * The state of a DataTable: the filter text and sort order (its own, or the screen's when given with
 * their change handlers), the rows they leave in their order, and the row waiting to be deleted. The
 * filter (the domain's case-insensitive contains) and the sort run once per change over the whole list;
 * a page the server filtered and sorted (`totalCount` given) is shown as given.
 */
export function useDataTableState<Row>({
  rows,
  columns,
  query: controlledQuery,
  onQueryChange,
  filterKey,
  totalCount,
  sorting: controlledSorting,
  onSortingChange,
  rowLabel,
  titleKey,
  emptyMessage,
}: DataTableStateOptions<Row>): DataTableState<Row> {
  const [ownQuery, setOwnQuery] = useState('');
  const t = useUiText();
  const shown = useCellText<Row>();
  const query = controlledQuery ?? ownQuery;
  const setQuery = (q: string) => (onQueryChange ? onQueryChange(q) : setOwnQuery(q));
  // Typing stays responsive on large lists: the filter runs on the deferred text.
  const filterText = useDeferredValue(query);
  const [ownSorting, setOwnSorting] = useState<SortingState>([]);
  const sorting = controlledSorting ?? ownSorting;
  const setSorting = useCallback(
    (next: SortingState) => (onSortingChange ? onSortingChange(next) : setOwnSorting(next)),
    [onSortingChange],
  );
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
    // Named as its title column shows it (issue 42: a breakdown's "Edit 2026-11-26" was no date on screen).
    const title = columns.find((column) => column.key === titleKey);
    return (row: Row) => (title ? shown(title, row) : String(valueAt(row, titleKey) ?? ''));
  }, [rowLabel, columns, titleKey, shown]);
  const message =
    filterText.trim() !== '' && rows.length > 0
      ? t('No records match “{{query}}”', { query: filterText })
      : (emptyMessage ?? t('No records found'));

  return { query, setQuery, sorting, setSorting, filtered, ordered, labelOf, message, toDelete, setToDelete };
}
