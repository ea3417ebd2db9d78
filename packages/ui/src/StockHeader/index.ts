export { StockHeader, type StockHeaderProps } from './StockHeader.tsx';
