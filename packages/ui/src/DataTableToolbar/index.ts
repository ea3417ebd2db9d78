export { DataTableToolbar, type DataTableToolbarProps } from './DataTableToolbar.tsx';
