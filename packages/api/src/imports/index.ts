// Decision 2100: any master's sheet, checked then imported, from its list's Import dialog.
export {
  createMasterImportCalls,
  type ImportAsk,
  type ImportJob,
  type MasterImportCalls,
} from './masterImport.ts';
export {
  masterImportCancelRequested,
  masterImportCleared,
  masterImportJobUpdated,
  masterImportSent,
  masterImportTemplateRequested,
  selectMasterImport,
  type MasterImportPhase,
  type MasterImportState,
} from '../store/masterImport/masterImportSlice.ts';
