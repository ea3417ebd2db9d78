export {
  PRINT_COPIES_MAX,
  PRINT_REMARKS_MAX,
  PrintDialog,
  type PrintDialogProps,
  type PrintDialogValues,
} from './PrintDialog.tsx';
