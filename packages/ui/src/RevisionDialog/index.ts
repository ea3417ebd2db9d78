export { RevisionDialog, type RevisionDialogProps, type RevisionView } from './RevisionDialog.tsx';
