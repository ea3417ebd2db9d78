export {
  ExportButtons,
  formatBytes,
  type ExportButtonsProps,
  type ExportFormat,
  type ExportProgress,
} from './ExportButtons.tsx';
