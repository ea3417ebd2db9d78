export { LabResultDialog, type LabResultDialogProps } from './LabResultDialog.tsx';
