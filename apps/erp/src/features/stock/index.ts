import { InventoryStockPage } from './InventoryStockPage.tsx';
import { StockCardPage } from './StockCardPage.tsx';

export const pages = { stock: InventoryStockPage, card: StockCardPage };
