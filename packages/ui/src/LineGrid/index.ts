export {
  LineGrid,
  type LineGridColumn,
  type LineGridProps,
  type LookupCell,
  type LookupCellProps,
} from './LineGrid.tsx';
