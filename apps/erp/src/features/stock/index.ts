import { InventoryStockPage } from './InventoryStockPage.tsx';
import { ReorderPage } from './ReorderPage.tsx';
import { StockCardPage } from './StockCardPage.tsx';

export const pages = { stock: InventoryStockPage, card: StockCardPage, reorder: ReorderPage };
