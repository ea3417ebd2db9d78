import { configureStore } from '@reduxjs/toolkit';
import type { Action } from 'redux';
import { combineEpics, createEpicMiddleware } from 'redux-observable';
import { openLabTestEpic, saveLabTestEpic } from './labTest/labTestEpics.ts';
import { STORAGE_KEYS, initialPageSize, type AclEntry, type LabelEntry } from '@erp/domain';
import type { Api } from '../api.ts';
import { readJson, type KeyValueStorage } from '../client/storage.ts';
import type { LoggedInUser } from '../session/session.ts';
import { initialEntitiesState } from './entities/entitiesSlice.ts';
import {
  deleteEntityEpic,
  loadEntityListEpic,
  loadEntityRecordEpic,
  reloadEntityListEpic,
  rememberPageSizeEpic,
  saveEntityEpic,
} from './entities/entitiesEpics.ts';
import { loadCustomFieldsEpic } from './customFields/customFieldsEpics.ts';
import {
  documentFormEpic,
  loadDocumentAuditEpic,
  loadDocumentCountsEpic,
  loadDocumentListEpic,
  loadDocumentRecordEpic,
  reloadDocumentListEpic,
} from './documents/documentsEpics.ts';
import { countSheetEpic, countsUploadEpic } from './documents/countEpics.ts';
import { newParcelEpic, scanParcelEpic } from './documents/parcelEpics.ts';
import { prefillFromLastRunEpic } from './documents/lastRunEpics.ts';
import {
  askDocumentPlacesEpic,
  chooseFilledLookupsEpic,
  lastPriceEpic,
  fillFromFiguresEpic,
  fillFromOrderEpic,
  fillBillFromOrderEpic,
  fillTermsFromOriginEpic,
  fillFromInvoiceEpic,
  loadDocumentPlacesEpic,
  prefillFromConfigEpic,
  printDocumentEpic,
  reloadAfterDecisionEpic,
} from './documents/documentDraftEpics.ts';
import {
  afterApprovalDecidedEpic,
  decideApprovalEpic,
  loadDocumentApprovalEpic,
  loadPendingApprovalsEpic,
} from './approvals/approvalsEpics.ts';
import { generateTokenEpic, loadIntakeTokenEpic, revokeTokenEpic } from './intakeToken/intakeTokenEpics.ts';
import { importLeadsEpic, readLeadColumnsEpic } from './leadImport/leadImportEpics.ts';
import { loadingEpic } from './loading/loadingEpic.ts';
import { lookupChosenEpic, lookupSearchEpic } from './lookups/lookupSearchEpics.ts';
import { lotSearchEpic } from './lookups/lotSearchEpics.ts';
import { uploadOpeningStockEpic } from './openingStock/openingStockEpics.ts';
import { loadDashboardCountsEpic, loadOrderLedgerEpic } from './orders/ordersEpics.ts';
import { printPreviewEpic, revokePrintPreviewEpic } from './printPreview/printPreviewEpics.ts';
import { rootReducer, type RootState } from './rootReducer.ts';
import {
  clearStorageEpic,
  configRefreshEpic,
  loginEpic,
  resumeWhenOnlineEpic,
  sessionStartEpic,
  unauthorisedEpic,
} from './session/sessionEpics.ts';
import {
  networkEpic,
  outboxKeepEpic,
  outboxLoadEpic,
  outboxSendEpic,
  outboxStoreEpic,
} from './outbox/outboxEpics.ts';
import { floorListEpic } from './floorLists/floorListsEpics.ts';
import { floorSentToastEpic } from './floorAnswers/floorAnswersEpics.ts';
import {
  loadFloorLotEpic,
  rereadFloorPagesEpic,
  loadFloorMovementsEpic,
  loadFloorPlaceEpic,
  loadFloorPlaceNameEpic,
  loadFloorMachineEpic,
  loadFloorMaintenanceEpic,
  loadFloorParcelEpic,
  loadFloorRollsEpic,
} from './floorPages/floorPagesEpics.ts';
import { memoryDevice, type Device } from '../outbox/device.ts';
import { initialSessionState } from './session/sessionSlice.ts';
import {
  loadStockCardEpic,
  loadStockViewEpic,
  openStockViewEpic,
  reloadStockViewEpic,
} from './stock/stockEpics.ts';
import { loadReorderListEpic, makeReorderDraftsEpic, reloadReorderListEpic } from './stock/reorderEpics.ts';
import { loadJobWorkOutstandingEpic, reloadJobWorkOutstandingEpic } from './jobWork/jobWorkEpics.ts';
import { loadDpLogEpic, reloadDpLogEpic } from './dpLog/dpLogEpics.ts';
import {
  exportPartyLedgerEpic,
  loadPartyLedgerEpic,
  reloadPartyLedgerEpic,
} from './partyLedger/partyLedgerEpics.ts';
import {
  boardMoreEpic,
  convertEpic,
  historyEpic,
  loadBoardEpic,
  moveCardEpic,
} from './funnelBoard/funnelBoardEpics.ts';
import { downloadGstFileEpic, loadGstReturnEpic } from './gstReturns/gstReturnsEpics.ts';
import { loadReportEpic, loadReportModulesEpic } from './reports/reportsEpics.ts';
import {
  cancelJobEpic,
  jobFileEpic,
  loadJobsEpic,
  prepareReportEpic,
  watchJobsEpic,
} from './jobs/jobsEpics.ts';
import {
  cancelMasterImportEpic,
  masterImportTemplateEpic,
  sendMasterImportEpic,
} from './masterImport/masterImportEpics.ts';
import { loadTimelineEpic } from './timeline/timelineEpics.ts';
import { loadSalesDashboardEpic, markFollowUpDoneEpic } from './salesDashboard/salesDashboardEpics.ts';
import { loadMaintenanceDashboardEpic } from './maintenanceDashboard/maintenanceDashboardEpics.ts';
import { makePlanBatchEpic } from './planning/planBatchEpics.ts';
import { loadPlanNeedsEpic, raisePlanRequestEpic } from './planning/planNeedsEpics.ts';
import { fillFromDispatchesEpic, loadDispatchPickerEpic } from './billing/dispatchPickerEpics.ts';
import { loadOpenDocumentsEpic } from './billing/openDocumentPickerEpics.ts';
import { loadParcelPickerEpic } from './shipping/parcelPickerEpics.ts';
import { loadLabReportEpic, uploadLabReportEpic } from './planning/labReportEpics.ts';
import { storedFileEpic } from './storedFiles/storedFileEpics.ts';
import { portalAnswerEpic, portalFileEpic, vehiclesEpic } from './portals/portalsEpics.ts';
import { emailPreviewEpic, emailSendEpic, emailTemplatesEpic } from './messages/messagesEpics.ts';
import { loadRevisionsEpic, openRevisionEpic } from './revisions/revisionsEpics.ts';
import { loadPrintParametersEpic, printWithChoicesEpic } from './print/printDialogEpics.ts';
import type { EpicDependencies } from './types.ts';
import { loadUserProfileEpic, saveUserProfileEpic } from './userProfile/userProfileEpics.ts';

export const rootEpic = combineEpics<Action, Action, RootState, EpicDependencies>(
  loginEpic,
  sessionStartEpic,
  configRefreshEpic,
  clearStorageEpic,
  unauthorisedEpic,
  resumeWhenOnlineEpic,
  networkEpic,
  outboxLoadEpic,
  outboxKeepEpic,
  outboxStoreEpic,
  outboxSendEpic,
  floorListEpic,
  floorSentToastEpic,
  loadFloorLotEpic,
  rereadFloorPagesEpic,
  loadFloorMovementsEpic,
  loadFloorPlaceEpic,
  loadFloorPlaceNameEpic,
  loadFloorMachineEpic,
  loadFloorMaintenanceEpic,
  loadFloorParcelEpic,
  loadFloorRollsEpic,
  loadEntityListEpic,
  reloadEntityListEpic,
  rememberPageSizeEpic,
  loadEntityRecordEpic,
  saveEntityEpic,
  deleteEntityEpic,
  lookupSearchEpic,
  lookupChosenEpic,
  lotSearchEpic,
  loadCustomFieldsEpic,
  uploadOpeningStockEpic,
  readLeadColumnsEpic,
  importLeadsEpic,
  loadIntakeTokenEpic,
  generateTokenEpic,
  revokeTokenEpic,
  loadUserProfileEpic,
  saveUserProfileEpic,
  loadingEpic,
  loadDocumentListEpic,
  reloadDocumentListEpic,
  loadDocumentCountsEpic,
  loadDocumentRecordEpic,
  documentFormEpic,
  loadDocumentAuditEpic,
  askDocumentPlacesEpic,
  loadDocumentPlacesEpic,
  lastPriceEpic,
  fillBillFromOrderEpic,
  fillTermsFromOriginEpic,
  fillFromOrderEpic,
  chooseFilledLookupsEpic,
  fillFromInvoiceEpic,
  loadDispatchPickerEpic,
  fillFromDispatchesEpic,
  loadOpenDocumentsEpic,
  fillFromFiguresEpic,
  prefillFromConfigEpic,
  prefillFromLastRunEpic,
  scanParcelEpic,
  newParcelEpic,
  openLabTestEpic,
  saveLabTestEpic,
  printDocumentEpic,
  countSheetEpic,
  countsUploadEpic,
  reloadAfterDecisionEpic,
  loadDashboardCountsEpic,
  loadOrderLedgerEpic,
  loadPendingApprovalsEpic,
  decideApprovalEpic,
  afterApprovalDecidedEpic,
  loadDocumentApprovalEpic,
  printPreviewEpic,
  revokePrintPreviewEpic,
  openStockViewEpic,
  loadStockViewEpic,
  reloadStockViewEpic,
  loadStockCardEpic,
  loadReorderListEpic,
  reloadReorderListEpic,
  makeReorderDraftsEpic,
  loadJobWorkOutstandingEpic,
  reloadJobWorkOutstandingEpic,
  loadDpLogEpic,
  reloadDpLogEpic,
  loadPartyLedgerEpic,
  reloadPartyLedgerEpic,
  exportPartyLedgerEpic,
  loadBoardEpic,
  boardMoreEpic,
  moveCardEpic,
  historyEpic,
  convertEpic,
  loadGstReturnEpic,
  downloadGstFileEpic,
  loadTimelineEpic,
  loadSalesDashboardEpic,
  markFollowUpDoneEpic,
  loadMaintenanceDashboardEpic,
  loadPlanNeedsEpic,
  loadParcelPickerEpic,
  raisePlanRequestEpic,
  makePlanBatchEpic,
  loadLabReportEpic,
  uploadLabReportEpic,
  storedFileEpic,
  portalFileEpic,
  portalAnswerEpic,
  emailPreviewEpic,
  emailTemplatesEpic,
  emailSendEpic,
  loadRevisionsEpic,
  openRevisionEpic,
  loadPrintParametersEpic,
  printWithChoicesEpic,
  vehiclesEpic,
  loadReportModulesEpic,
  loadReportEpic,
  loadJobsEpic,
  prepareReportEpic,
  watchJobsEpic,
  jobFileEpic,
  cancelJobEpic,
  sendMasterImportEpic,
  masterImportTemplateEpic,
  cancelMasterImportEpic,
);

/**
 * The state a page load starts from: the session cached in browser storage (spec §9 keys). A stored
 * token means logged in (spec §4); the app dispatches `sessionResumed()` to read everything afresh.
 */
export function restoreState(storage: KeyValueStorage): Partial<RootState> {
  const token = storage.getItem(STORAGE_KEYS.TOKEN);
  const base = rootReducer(undefined, { type: '@@erp/init' });
  return {
    session: token
      ? {
          ...initialSessionState,
          status: 'ready',
          token,
          user: readJson<LoggedInUser>(storage, STORAGE_KEYS.LOGGED_IN_USER),
        }
      : initialSessionState,
    acl: { entries: readJson<AclEntry[]>(storage, STORAGE_KEYS.ACL_DATA) },
    config: {
      ...base.config,
      sysConfig: readJson<Record<string, string>>(storage, STORAGE_KEYS.SYS_CONFIG) ?? {},
      labels: readJson<LabelEntry[]>(storage, STORAGE_KEYS.LABEL_CONFIG) ?? [],
    },
    entities: { ...initialEntitiesState, pageSize: initialPageSize(storage.getItem(STORAGE_KEYS.PAGE_SIZE)) },
  };
}

export interface StoreOptions {
  api: Api;
  /** Browser local storage, or `createMemoryStorage()`. */
  storage: KeyValueStorage;
  /** The phone's network and IndexedDB (`browserDevice(window)`); in memory and online without it. */
  device?: Device;
}

/** The ERP's store: every slice, every epic running with `{ api, storage, device }`, state restored from storage. */
export function createStore({ api, storage, device = memoryDevice() }: StoreOptions) {
  const epicMiddleware = createEpicMiddleware<Action, Action, RootState, EpicDependencies>({
    dependencies: { api, storage, device },
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: restoreState(storage),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: false,
        // Chosen files travel in the upload actions to their epics; they never enter the state.
        serializableCheck: { ignoredActionPaths: ['payload.files', 'payload.file'] },
      }).concat(epicMiddleware),
  });
  epicMiddleware.run(rootEpic);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
