export {
  ParcelPicker,
  type ParcelPickerProps,
  type ParcelPickerRow,
  type ParcelPickerSortKey,
} from './ParcelPicker.tsx';
