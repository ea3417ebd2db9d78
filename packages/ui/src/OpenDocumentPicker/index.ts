export {
  OpenDocumentPicker,
  openDocumentName,
  type OpenDocumentPickerProps,
  type OpenDocumentPickerRow,
} from './OpenDocumentPicker.tsx';
