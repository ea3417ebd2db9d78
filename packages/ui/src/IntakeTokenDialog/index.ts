export { IntakeTokenDialog, type IntakeTokenDialogProps } from './IntakeTokenDialog.tsx';
