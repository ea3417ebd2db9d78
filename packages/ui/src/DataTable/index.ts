export { DataTable, type DataTableProps, type SortingState } from './DataTable.tsx';
export { columnsFromModule, type DataTableColumn, type DataTableColumnType } from './columns.ts';
