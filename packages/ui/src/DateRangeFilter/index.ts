export {
  DateRangeFilter,
  dateRangeErrors,
  type DateRange,
  type DateRangeErrors,
  type DateRangeFilterProps,
  type DateRangeProblem,
} from './DateRangeFilter.tsx';
