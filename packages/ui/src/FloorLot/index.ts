export { FloorLot, type FloorLotMovement, type FloorLotPlace, type FloorLotProps } from './FloorLot.tsx';
