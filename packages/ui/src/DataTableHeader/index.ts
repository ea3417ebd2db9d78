export { DataTableHeader, type DataTableHeaderProps } from './DataTableHeader.tsx';
