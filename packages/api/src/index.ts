// @erp/api: the only place the browser talks to the server (spec §7), and the store that drives the app.

// Client
export {
  createApiClient,
  request,
  type ApiClient,
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
  unwrapData,
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
export {
  OPENING_STOCK_UPLOAD_PATH,
  createStockCalls,
  placeParams,
  type StockCalls,
  type StockFilter,
  type StockPlace,
  type StockRow,
} from './stock/stock.ts';
export {
  createItemCalls,
  type BillOfMaterial,
  type CodeImage,
  type CustomFieldValue,
  type DocumentNumber,
  type Inward,
  type ItemCalls,
  type ItemRow,
  type ItemWithProperties,
  type LedgerRow,
  type MaterialRequest,
  type PrintParameter,
  type ProductionBatch,
  type PurchaseOrder,
  type QueryBody,
  type SalesOrder,
  type StockTransfer,
} from './lookups/items.ts';
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
export {
  REPORT_FILE_NAMES,
  createReportCalls,
  exportFileName,
  saveFileInBrowser,
  type ReportCalls,
  type ReportFilter,
  type ReportFormat,
  type SaveFile,
} from './reports/reports.ts';
export {
  createApprovalCalls,
  type ApprovalCalls,
  type ApprovalDecision,
  type ApprovalModule,
  type ApprovalRef,
  type ApprovalStatusLogEntry,
} from './approval/approval.ts';

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
  type SessionState,
  type SessionStatus,
} from './store/session/sessionSlice.ts';
export { SESSION_EXPIRED_TITLE } from './store/session/sessionEpics.ts';
export {
  aclLoaded,
  selectAclData,
  selectCanView,
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
  lookupMoreRequested,
  lookupSearchFailed,
  lookupSearchLoaded,
  lookupSearchRequested,
  selectLookupSearch,
  type LookupSearch,
  type LookupSearchState,
} from './store/lookups/lookupSearchSlice.ts';
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
