export { DataTable, type DataTableProps, type SortingState } from './DataTable.tsx';
export {
  columnsFromModule,
  type DataTableColumn,
  type DataTableColumnType,
  type DataTableRowAction,
} from './columns.ts';
