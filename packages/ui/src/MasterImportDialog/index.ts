export {
  MasterImportDialog,
  type MasterImportDialogPhase,
  type MasterImportDialogProps,
} from './MasterImportDialog.tsx';
