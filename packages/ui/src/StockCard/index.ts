export { StockCard, type StockCardProps, type StockCardRow } from './StockCard.tsx';
export { StockFlag, type StockFlagKind } from './StockFlag.tsx';
