import { FloorLotPage } from './FloorLotPage.tsx';
import { FloorRackPage, FloorStockAreaPage } from './FloorPlacePage.tsx';

export const pages = { lot: FloorLotPage, stockArea: FloorStockAreaPage, rack: FloorRackPage };
