export { FloorPlaceStock, type FloorPlaceRow, type FloorPlaceStockProps } from './FloorPlaceStock.tsx';
