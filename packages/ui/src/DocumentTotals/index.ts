export { DocumentTotals, type DocumentTotalsProps, type DocumentTotalsValues } from './DocumentTotals.tsx';
