import type { ListParams, PaginationState } from '@erp/domain';
import type { DataTableColumn, SortingState } from '@erp/ui';

/** The table's sort state for the address's `sort` (`-name`: by name, descending). */
export function sortingOf(sort: string | null): SortingState {
  return sort ? [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }] : [];
}

/** The address's `sort` for a header click: the first column sorted, '-' in front for descending. */
export function sortOf(sorting: SortingState): string | null {
  const [first] = sorting;
  return first ? `${first.desc ? '-' : ''}${first.id}` : null;
}

/**
 * A list column the server can sort the whole list by (decision 0611): a field of the record. A
 * looked-up record's name (`uom.name`) is not one: the server would sort every row by a join.
 */
export function serverSortable<Row>(column: DataTableColumn<Row>): DataTableColumn<Row> {
  return column.key.includes('.') ? { ...column, sortable: false } : column;
}

/** The list's state once the pagination bar moved (First, Pre, Next, Last, the jump box, 'Show rows'). */
export function afterPageMove(params: ListParams, next: PaginationState): ListParams {
  return { ...params, page: next.page, pageSize: next.pageSize };
}

const MAX_TABLE_HEIGHT = 560;

/** A list table's height: its rows (three at least) and the header, up to a screenful. */
export const listTableHeight = (rows: number, rowHeight: number): number =>
  Math.min(MAX_TABLE_HEIGHT, (Math.max(rows, 3) + 1) * rowHeight + 2);
