export { HistoryDialog, type HistoryDialogProps, type HistoryEntry } from './HistoryDialog.tsx';
