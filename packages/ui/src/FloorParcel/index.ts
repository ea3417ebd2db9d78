export { FloorParcel, type FloorParcelContent, type FloorParcelProps } from './FloorParcel.tsx';
