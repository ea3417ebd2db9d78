export { StockFilters, type StockFiltersProps, type StockPlaceFilter } from './StockFilters.tsx';
