import { valueAt } from '@erp/domain';
import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { memo, useMemo } from 'react';
import { numericColumn, type DataTableColumn } from '../DataTable/columns.ts';
import { pinAttributes, type Pin } from '../DataTable/frame.ts';
import { Icon } from '../Icon/Icon.tsx';
import { VisuallyHidden } from '../internal/field.tsx';
import { useUiText } from '../text/UiText.tsx';

export interface DataTableHeaderProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  /** The order shown: the sorted columns, first one first. */
  sorting: SortingState;
  /** Asks for another order, after a click on a sortable column's name. */
  onSortingChange: (sorting: SortingState) => void;
  /** Whether the rows end with Edit and Delete: their column is named for screen readers only. */
  hasActions?: boolean;
  /** The columns that stay in view as the table scrolls sideways, by key (issue 56). */
  pins?: Readonly<Record<string, Pin>>;
}

/** TanStack Table models the columns, headers and sort state; the rows come from the virtualizer. */
const NO_ROWS: never[] = [];
const NO_PINS: Readonly<Record<string, Pin>> = {};

/**
 * The header row of a DataTable: each column's name and, on a sortable column, a button that sorts
 * ascending, then descending, then not (with Shift held, it adds the column to the order). It sits in
 * the table's `role="table"` and takes its styles from the table's frame (`Frame` of DataTable).
 * Memoised: a scroll frame of the table does not render it.
 */
function HeaderRow<Row>({
  columns,
  sorting,
  onSortingChange,
  hasActions = false,
  pins = NO_PINS,
}: DataTableHeaderProps<Row>) {
  const t = useUiText();
  const tableColumns = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.key,
        header: column.header,
        // TanStack sorts only a column with an accessor; the sort itself is `sortRows` or the server's.
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
    onSortingChange: (updater: Updater<SortingState>) =>
      onSortingChange(typeof updater === 'function' ? updater(sorting) : updater),
    getCoreRowModel: getCoreRowModel(),
  });
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
                data-align={numericColumn(column.type) ? 'end' : undefined}
                aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                {...pinAttributes(pins[column.key])}
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
            <div role="columnheader" data-actions="">
              <VisuallyHidden>{t('Actions')}</VisuallyHidden>
            </div>
          ) : null}
        </div>
      ))}
    </div>
  );
}

export const DataTableHeader = memo(HeaderRow) as typeof HeaderRow;
