export { PaginationBar, type PaginationBarProps } from './PaginationBar.tsx';
