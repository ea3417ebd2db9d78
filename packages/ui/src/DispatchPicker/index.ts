export { DispatchPicker, type DispatchPickerProps, type DispatchPickerRow } from './DispatchPicker.tsx';
