export { ReportTotals, type ReportTotal, type ReportTotalsProps } from './ReportTotals.tsx';
