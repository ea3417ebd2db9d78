import { keyColumnsOf } from '@erp/domain';
import type { SortingState } from '@tanstack/react-table';
import { useId, useMemo, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { DataTableToolbar } from '../DataTableToolbar/DataTableToolbar.tsx';
import { visuallyHidden } from '../internal/field.tsx';
import { useUiText } from '../text/UiText.tsx';
import { CardView } from './CardView.tsx';
import { ColumnChooser } from './ColumnChooser.tsx';
import type { DataTableColumn, DataTableRowAction } from './columns.ts';
import { Frame } from './frame.ts';
import { SELECT_KEY, SelectionBar, selectColumn, selectionKeyOf } from './selection.tsx';
import { MemoTableView } from './TableView.tsx';
import { useDataTableState } from './useDataTableState.ts';
import { useNarrow } from './useNarrow.ts';

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
  /**
   * Hides the filter box. A server's page (`totalCount`) has one only with `onQueryChange`, which asks the
   * server: a box over one page would filter nothing the user asked (issue 56).
   */
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
  /** Rows that can only be looked at (a submitted document): their Edit button says View (issue 42). */
  viewOnly?: (row: Row) => boolean;
  /** Shows Delete on each row; called only after the user confirms with OK. */
  onDelete?: (row: Row) => void;
  /** Buttons on each row before Edit and Delete, each doing its own action with the row (decision 1784). */
  rowActions?: readonly DataTableRowAction<Row>[];
  /** The row's name in the actions' labels and the delete question; the first column by default. */
  rowLabel?: (row: Row) => string;
  /**
   * Ticks rows (decision 1483): a checkbox before each row, the keys of the ticked records (`getRowId`, else
   * the record's `id`) kept by the caller, across pages of a server list. Give both to tick rows.
   */
  selected?: readonly string[];
  onSelectedChange?: (keys: string[]) => void;
  /** What may be done with the ticked rows: shown over the table, with their count, while any is ticked. */
  selectionActions?: ReactNode;
  /**
   * The rows' query (search, filter, sort, page) changed and its answer has not come (issue 40): the rows
   * in hand stay, dimmed and marked stale (`aria-busy`, 'Loading…' said), never passing for the answer;
   * with no rows, a skeleton. Give it whenever a load is under way, rows or not.
   */
  loading?: boolean;
  emptyMessage?: string;
  /** Height of the scrolling body in px (the desk's table; a phone's cards flow with the page). */
  height?: number;
  /**
   * The column that names a row: a phone's card is titled by it (the document's number, the record's
   * name; decision 2081), its value names the row's buttons unless `rowLabel` does, and it is never hidden.
   * The first column by default.
   */
  titleKey?: string;
  /**
   * The columns kept in view at the end as a wide table scrolls sideways, as the title is at its start (issue 56,
   * decision 2250): what a row is read for, its status, value or total. By default those the domain keeps
   * (`keyColumnsOf`: a status, a grand total, an amount, a value, a balance).
   */
  keyColumns?: readonly string[];
  /**
   * The keys of the columns left out (decision 2082): with `onHiddenColumnsChange`, a Columns menu over the
   * table shows or hides each one; the caller keeps the choice.
   */
  hiddenColumns?: readonly string[];
  onHiddenColumnsChange?: (hidden: string[]) => void;
}

const NONE_HIDDEN: readonly string[] = [];

/** The Columns menu where there is no toolbar to hold it. */
const OwnRow = styled.div`
  justify-self: end;
`;

const Said = styled.span`
  ${visuallyHidden}
`;

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.color.text};
`;

/**
 * The list table: columns from a definition, sorting, a filter box (the domain's case-insensitive
 * contains), Edit and Delete (after a confirmation) and any row actions on each row, empty and loading states, and
 * virtualised rows, so that 100,000 rows render and scroll as fast as fifty. Filtering and sorting run
 * once per change over the whole list (`useDataTableState`); the toolbar (`DataTableToolbar`) holds the
 * filter and the count, TanStack Table models the headers and sort state (`DataTableHeader`), and the
 * virtualizer renders the rows in view (`TableView`, decision 0303).
 */
export function DataTable<Row>({
  label,
  rows,
  columns,
  getRowId,
  query,
  onQueryChange,
  filterKey,
  hideFilter = false,
  totalCount,
  totalCountEstimated = false,
  hideCount = false,
  sorting,
  onSortingChange,
  onEdit,
  viewOnly,
  onDelete,
  rowActions,
  rowLabel,
  selected,
  onSelectedChange,
  selectionActions,
  loading = false,
  emptyMessage,
  height = 480,
  titleKey,
  keyColumns,
  hiddenColumns = NONE_HIDDEN,
  onHiddenColumnsChange,
}: DataTableProps<Row>) {
  const id = useId();
  const t = useUiText();
  const wrapper = useRef<HTMLDivElement>(null);
  const narrow = useNarrow(wrapper);
  const title = titleKey ?? columns[0]?.key ?? '';
  const chosenColumns = useMemo(
    () => columns.filter((column) => column.key === title || !hiddenColumns.includes(column.key)),
    [columns, hiddenColumns, title],
  );
  const state = useDataTableState({
    rows,
    columns,
    query,
    onQueryChange,
    filterKey,
    totalCount,
    sorting,
    onSortingChange,
    rowLabel,
    titleKey: title,
    emptyMessage,
  });
  const { toDelete, setToDelete, labelOf } = state;
  // The ticks and the title stay at the start, what a row is read for at the end.
  const kept = useMemo(() => {
    const { start, end } = keyColumnsOf({ columns, titleColumn: title, keyColumns });
    return { start: [SELECT_KEY, ...start], end };
  }, [columns, title, keyColumns]);
  const shownColumns = useMemo(
    () =>
      selected && onSelectedChange
        ? [
            selectColumn({
              header: t('Select'),
              keyOf: selectionKeyOf(getRowId),
              selected,
              onChange: onSelectedChange,
              labelOf,
              name: (name) => t('Select {{name}}', { name }),
            }),
            ...chosenColumns,
          ]
        : chosenColumns,
    [selected, onSelectedChange, chosenColumns, getRowId, labelOf, t],
  );
  const chooser = onHiddenColumnsChange ? (
    <ColumnChooser
      columns={columns}
      hidden={hiddenColumns.filter((key) => key !== title)}
      onHiddenChange={onHiddenColumnsChange}
      titleKey={title}
    />
  ) : null;
  // What the table and the cards show alike.
  const view = {
    id,
    label,
    ordered: state.ordered,
    columns: shownColumns,
    getRowId,
    labelOf,
    onEdit,
    viewOnly,
    onAskDelete: onDelete ? setToDelete : undefined,
    rowActions,
    loading,
    message: state.message,
  };

  return (
    <Wrapper ref={wrapper}>
      {hideFilter && chooser ? <OwnRow>{chooser}</OwnRow> : null}
      {hideFilter ? null : (
        <DataTableToolbar
          label={label}
          query={state.query}
          onQueryChange={totalCount === undefined || onQueryChange ? state.setQuery : undefined}
          controls={`${id}-table`}
          total={totalCount ?? rows.length}
          shown={totalCount ?? state.filtered.length}
          estimated={totalCount !== undefined && totalCountEstimated}
          loading={loading}
          hideCount={hideCount}
          tools={chooser}
        />
      )}
      {/* Without the toolbar, the table says itself that it loads. */}
      {hideFilter ? <Said role="status">{loading ? t('Loading…') : ''}</Said> : null}
      {selected && onSelectedChange ? (
        <SelectionBar
          count={selected.length}
          actions={selectionActions}
          onClear={() => onSelectedChange([])}
        />
      ) : null}
      {narrow ? (
        <CardView {...view} titleKey={title} />
      ) : (
        <Frame>
          <MemoTableView
            {...view}
            sorting={state.sorting}
            onSortingChange={state.setSorting}
            height={height}
            kept={kept}
          />
        </Frame>
      )}
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
