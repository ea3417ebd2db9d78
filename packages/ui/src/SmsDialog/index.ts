export { SmsDialog, type SmsDialogProps } from './SmsDialog.tsx';
