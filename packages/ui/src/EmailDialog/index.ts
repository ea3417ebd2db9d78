export { EmailDialog, type EmailDialogField, type EmailDialogProps } from './EmailDialog.tsx';
