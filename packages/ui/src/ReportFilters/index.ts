export {
  ReportFilters,
  type ReportFilterChange,
  type ReportFiltersProps,
  type ReportLookupChoices,
} from './ReportFilters.tsx';
