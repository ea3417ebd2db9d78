// @erp/api: the only place the browser talks to the server (spec §7), and the store that drives the app.

// Client
export {
  createApiClient,
  request,
  type ApiClient,
  type DownloadProgress,
  type ApiClientOptions,
  type ApiRequest,
} from './client/client.ts';
export {
  ApiError,
  NO_REPLY_MESSAGE,
  errorMessageOf,
  isEnvelope,
  issuesOf,
  type ApiIssue,
  type OwnFigures,
  unwrapData,
  unwrapFigures,
  unwrapList,
  unwrapOptional,
  unwrapPage,
  unwrapSorted,
  type Page,
} from './client/envelope.ts';
export {
  clearKeepingPreferences,
  createMemoryStorage,
  readJson,
  readUserPreference,
  USER_PREFERENCES_KEY,
  writeJson,
  writeUserPreference,
  type KeyValueStorage,
} from './client/storage.ts';
export { createApi, type Api, type ApiOptions } from './api.ts';

// Calls by area
export {
  createSessionCalls,
  withoutPassword,
  type LoggedInUser,
  type LoginPayload,
  type LoginResult,
  type ServedUser,
  type SessionCalls,
} from './session/session.ts';
export {
  createConfigCalls,
  type ConfigCalls,
  type Organisation,
  type SysConfigRecord,
  type Translations,
  type UserProfile,
  type VersionInfo,
} from './config/config.ts';
export {
  catalogueModule,
  createEntityCalls,
  type CallVersion,
  type EntityCalls,
  type FileUploadBody,
  type ListQuery,
  type StoredFile,
} from './entity/entity.ts';
export { createLabelCalls, labelsFileName, type LabelCalls, type LabelQr } from './labels/labels.ts';
export {
  createItemCalls,
  type BillOfMaterial,
  type CustomFieldValue,
  type DocumentNumber,
  type Inward,
  type ItemCalls,
  type ItemRow,
  type ItemWithProperties,
  type LastPrice,
  type LedgerRow,
  type MaterialRequest,
  type OrderLedgerLine,
  type PrintParameter,
  type ProductionBatch,
  type PurchaseOrder,
  type QueryBody,
  type SalesOrder,
  type StockTransfer,
} from './lookups/items.ts';
export type { ReconcileItem, ReconcileItemQuery } from './lookups/reconcile.ts';
export {
  SELECT_LISTS,
  createLookupCalls,
  type LabTestRow,
  type LookupCalls,
  type NamedRow,
  type PartyRow,
  type PlanningRow,
  type PreInwardRow,
  type PurchaseOrderRow,
  type SelectListName,
  type SelectListRows,
} from './lookups/selectLists.ts';
// Reports: the downloads of spec §7 and issue 22's report area (decision 1210).
export * from './reports/index.ts';
export {
  createExportCalls,
  type ExportCalls,
  type ExportEvent,
  type ExportFilter,
  type ExportFormat,
} from './export/export.ts';
export { createPrintTemplateCalls, type PrintTemplateCalls } from './printTemplate/printTemplate.ts';
export {
  createApprovalCalls,
  type ApprovalCalls,
  type ApprovalDecision,
  type ApprovalModule,
  type ApprovalRef,
  type ApprovalRequestState,
  type ApprovalState,
  type ApprovalStatusLogEntry,
  type PendingApproval,
} from './approval/approval.ts';
export {
  createDocumentCalls,
  documentListParams,
  type AuditEntry,
  type DocumentCalls,
  type DocumentDraft,
  type DocumentHeader,
  type DocumentLine,
  type DocumentListQuery,
  type DocumentPlaces,
  type InvoiceFill,
  type DocumentRecord,
  type DocumentRef,
  type DocumentRevision,
  type DocumentRevisionSummary,
  type DocumentTransition,
  type TransitionBody,
} from './documents/documents.ts';

// Stock: its calls and state (issue 17), listed by their own index
export * from './stock/index.ts';
export * from './jobWork/index.ts';
export * from './imports/index.ts';
export * from './planning/index.ts';
export * from './portals/index.ts';
export * from './messages/index.ts';
export * from './store/revisions/index.ts';
export * from './print/index.ts';
export * from './shipping/index.ts';
export * from './production/index.ts';
export * from './billing/index.ts';
export * from './crm/index.ts';
export * from './maintenance/index.ts';

// Store
export {
  createStore,
  restoreState,
  rootEpic,
  type AppDispatch,
  type AppStore,
  type StoreOptions,
} from './store/store.ts';
export { rootReducer, type RootState } from './store/rootReducer.ts';
export type { AppEpic, EpicDependencies } from './store/types.ts';
export {
  isSessionOver,
  loggedInUserLoaded,
  loginFailed,
  loginRequested,
  loginSucceeded,
  selectIsLoggedIn,
  selectLoggedInUser,
  selectSessionError,
  selectSessionStatus,
  selectUserDisplayName,
  sessionEnded,
  sessionReady,
  sessionResumed,
  sessionStartFailed,
  sessionStartPostponed,
  type SessionState,
  type SessionStatus,
} from './store/session/sessionSlice.ts';
export { SESSION_EXPIRED_TITLE } from './store/session/sessionEpics.ts';
export * from './floor.ts';
export {
  aclLoaded,
  selectAclData,
  selectCanView,
  selectCanWrite,
  selectDocumentRights,
  selectGuardDecision,
  type AclState,
} from './store/acl/aclSlice.ts';
export {
  formConfigLoaded,
  labelsLoaded,
  organisationLoaded,
  selectFeatureOn,
  selectFormConfig,
  selectLabel,
  selectLabels,
  selectModuleFieldConfig,
  selectOrganisation,
  selectOrganisationAwaitsDetails,
  selectOrganisationKnown,
  selectOrgProfilePath,
  selectSysConfig,
  sysConfigLoaded,
  type ConfigState,
} from './store/config/configSlice.ts';
export {
  defaultListMode,
  entityDeleteConfirmed,
  entityDeleteFailed,
  entityDeleteRequested,
  entityDeleted,
  entityFilterChanged,
  entityListFailed,
  entityListLoaded,
  entityListRequested,
  entityPageChanged,
  entityRecordCleared,
  entityRecordFailed,
  entityRecordLoaded,
  entityRecordRequested,
  entitySaveFailed,
  entitySaveRequested,
  entitySaved,
  selectEntityModule,
  selectEntityPagination,
  selectEntityRows,
  type EntitiesState,
  type EntityModuleState,
  type ListMode,
  type LoadStatus,
  type PageChange,
  type PaginationView,
  type RecordStatus,
  type SaveStatus,
} from './store/entities/entitiesSlice.ts';
export { entityMessages } from './store/entities/entitiesEpics.ts';
export {
  customFieldsFailed,
  customFieldsLoaded,
  customFieldsRequested,
  selectCustomFields,
  type CustomFieldsState,
  type ModuleCustomFields,
} from './store/customFields/customFieldsSlice.ts';
export {
  LOOKUP_SEARCH_SIZE,
  LOOKUP_DEBOUNCE_MS,
  lookupChosenLoaded,
  lookupChosenRequested,
  lookupMoreRequested,
  lookupSearchFailed,
  lookupSearchLoaded,
  lookupSearchRequested,
  selectLookupChosen,
  selectLookupSearch,
  type LookupSearch,
  type LookupSearchState,
} from './store/lookups/lookupSearchSlice.ts';
export {
  lotMoreRequested,
  lotSearchFailed,
  lotSearchLoaded,
  lotSearchRequested,
  selectLotSearch,
  type LotSearchState,
} from './store/lookups/lotSearchSlice.ts';
export {
  openingStockFailed,
  openingStockPosted,
  openingStockRefused,
  openingStockReset,
  openingStockUploadRequested,
  selectOpeningStock,
  sheetIssuesOf,
  type OpeningStockState,
  type OpeningStockStatus,
} from './store/openingStock/openingStockSlice.ts';
export { openingStockPostedMessage } from './store/openingStock/openingStockEpics.ts';
export {
  profileLoadFailed,
  profileLoadRequested,
  profileLoaded,
  profileSaveFailed,
  profileSaveRequested,
  profileSaved,
  selectIsProfileUpdate,
  selectUserProfile,
  selectUserProfileStatus,
  type UserProfileState,
} from './store/userProfile/userProfileSlice.ts';
export {
  selectToasts,
  toast,
  toastDismissed,
  toastShown,
  type NotificationsState,
  type Toast,
  type ToastContent,
  type ToastKind,
} from './store/notifications/notificationsSlice.ts';
export {
  requestsInFlightChanged,
  selectIsLoading,
  selectRequestsInFlight,
  type LoadingState,
} from './store/loading/loadingSlice.ts';
export * from './store/documents/index.ts';
export { countSheetFileName, createCountCalls, type CountCalls } from './documents/counts.ts';
export {
  LEDGER_PAGE_SIZE,
  dashboardCountsLoaded,
  dashboardCountsRequested,
  orderLedgerFailed,
  orderLedgerLoaded,
  orderLedgerRequested,
  selectDashboardCounts,
  selectOrderLedger,
  type DashboardCount,
  type OrderLedgerState,
} from './store/orders/ordersSlice.ts';
export {
  downloadEnded,
  downloadKeys,
  downloadProgressed,
  downloadStarted,
  selectDownload,
  type DownloadState,
  type DownloadsState,
} from './store/downloads/downloadsSlice.ts';
export { storedFileRequested } from './store/storedFiles/storedFileEpics.ts';
export {
  printPreviewClosed,
  printPreviewFailed,
  printPreviewLoaded,
  printPreviewRequested,
  selectPrintPreview,
  type PrintPreviewState,
} from './store/printPreview/printPreviewSlice.ts';
export {
  PENDING_PAGE_SIZE,
  approvalDecided,
  approvalDecisionFailed,
  approvalDecisionRequested,
  documentApprovalFailed,
  documentApprovalLoaded,
  documentApprovalRequested,
  pendingApprovalsFailed,
  pendingApprovalsLoaded,
  pendingApprovalsRequested,
  sameRef as sameApprovalRef,
  type ApprovalDecisionKind,
  type ApprovalsState,
  type DocumentApproval,
} from './store/approvals/approvalsSlice.ts';
export { APPROVAL_DONE } from './store/approvals/approvalsEpics.ts';
