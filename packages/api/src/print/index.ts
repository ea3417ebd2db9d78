// Issue 22's print dialog of a document: its kept print parameters and the print with them (decision 1720).
export type { PrintChoices } from '../documents/documents.ts';
export {
  DEFAULT_PRINT_COPIES,
  printChoicesChanged,
  printDialogClosed,
  printDialogConfirmed,
  printDialogOpened,
  selectPrintDialog,
  type PrintDialogState,
  type PrintSubject,
} from '../store/print/printDialogSlice.ts';
