export { StockCard, type StockCardProps, type StockCardRow } from './StockCard.tsx';
export { StockFlag, type StockFlagKind } from './StockFlag.tsx';
export { movementText } from './movementText.ts';
