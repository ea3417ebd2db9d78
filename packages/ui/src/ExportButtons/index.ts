export {
  ExportButtons,
  type ExportButtonsProps,
  type ExportFormat,
  type ExportProgress,
} from './ExportButtons.tsx';
