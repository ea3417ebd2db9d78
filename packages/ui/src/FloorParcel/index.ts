export {
  FloorParcel,
  type FloorParcelContent,
  type FloorParcelDispatch,
  type FloorParcelProps,
} from './FloorParcel.tsx';
