export {
  ConfirmDialog,
  useConfirm,
  type ConfirmDialogProps,
  type ConfirmOptions,
  type ConfirmResult,
} from './ConfirmDialog.tsx';
