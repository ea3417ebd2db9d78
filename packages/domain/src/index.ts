// @erp/domain: the ERP's rules as pure TypeScript (spec §1–§9). No React, no I/O, no globals.
// Over 200 lines as a list only: the package's public names, grouped by area, one per line.

export * from './constants.ts';

// Formatting (spec §9, §1)
export { formatAmount, formatQuantity, type AmountOptions } from './format/amount.ts';
export {
  fromDecimalText,
  fromIdText,
  fromWholeText,
  readDecimal,
  readId,
  readWhole,
} from './format/written.ts';
export { amountInWords, MAX_AMOUNT_IN_WORDS, totalInWords, wordsLanguageOf } from './format/words.ts';
export { addDays, daysBetween, formatDate, indiaDay, parseDate } from './format/date.ts';
export { calendarDay, calendarDayOf, calendarTime, calendarTimeOf } from './format/calendar.ts';
export { formatCount } from './format/count.ts';
export { formatPercent, withUnit } from './format/percent.ts';
export {
  formatUnitQuantity,
  formatUnitTotals,
  totalsPerUnit,
  type QuantityUnit,
  type UnitTotal,
} from './format/quantity.ts';
export {
  AMOUNT_DECIMALS,
  MAX_QUANTITY_DECIMALS,
  decimalPlaces,
  quantityDecimals,
  roundHalfAway,
  tooManyDecimalsMessage,
  type UomDecimals,
} from './format/decimals.ts';

// Search and filters (spec §5)
export {
  normaliseSearchText,
  SEARCH_IGNORED_MARKS,
  matchesName,
  matchesWords,
  filterRows,
  sortByName,
  valueAt,
  SELECT_SORT_KEYS,
  type SelectSortKey,
} from './search/search.ts';

// Pagination (spec §4, §9)
export {
  createPagination,
  firstPage,
  previousPage,
  nextPage,
  lastPage,
  jumpToPage,
  setPageSize,
  recountPages,
  totalPages,
  isJumpDisabled,
  normalisePageSize,
  initialPageSize,
  pageWindow,
  listParamsFrom,
  listSearchOf,
  SORT_PATTERN,
  type PaginationState,
  type RecountResult,
  type PageWindow,
  type ListParams,
} from './pagination/pagination.ts';
export {
  LOOKUP_FILTER_SEPARATOR,
  LOOKUP_PAGE_SIZE,
  lookupFilterValues,
  lookupQuery,
  type LookupQuery,
} from './pagination/lookup.ts';

// Configuration (spec §3, §5)
export {
  isFeatureOn,
  sysConfigMap,
  fieldRules,
  displayFieldRules,
  fieldDetailFor,
  moduleConfigFor,
  labelFor,
  translationKey,
  translate,
  isProfileUpdate,
  type SysConfig,
  type SysConfigEntry,
  type FieldDetail,
  type ModuleFieldConfig,
  type FieldRules,
  type LabelEntry,
} from './config/config.ts';
export {
  sidebarTypeForWidth,
  toggleSidebar,
  SIDEBAR_TYPES,
  type SidebarType,
  type SidebarToggle,
} from './config/sidebar.ts';
export { shortcutRoute, QUOTATION_ROUTES, type ShortcutKeys } from './config/shortcuts.ts';
export {
  APPEARANCE_CHOICES,
  APPEARANCE_PREFERENCE,
  appearanceChoice,
  resolveAppearance,
  type Appearance,
  type AppearanceChoice,
} from './config/appearance.ts';
export {
  SYS_CONFIG_DESCRIPTIONS,
  SYS_CONFIG_MEANINGS,
  sysConfigDescription,
  sysConfigLabel,
  type SysConfigMeaning,
} from './config/sysConfigMeanings.ts';
export {
  FEATURE_OFF,
  SYS_CONFIG_TYPES,
  sysConfigFormValue,
  sysConfigShowsSwitch,
  sysConfigStoredValue,
  sysConfigType,
  sysConfigValueField,
  sysConfigValueProblem,
  type SysConfigType,
} from './config/sysConfigTypes.ts';

// Branding (spec §1, §2)
export {
  BRANDS,
  DEFAULT_BRAND,
  detectBrand,
  resolveBranding,
  type Brand,
  type BrandTheme,
  type ResolvedBranding,
} from './branding/brands.ts';

// Access control (spec §6)
export {
  canView,
  canWrite,
  viewAllowed,
  ACL_MODES,
  ACL_VIEW,
  filterMenu,
  guardDecision,
  moduleApi,
  namesOf,
  readingNames,
  screenNames,
  administers,
  ACCESS_CONFIG_NAME,
  ACCESS_DENIED,
  type AclEntry,
  type GuardDecision,
  type GuardOutcome,
} from './acl/acl.ts';
export {
  ACTION_RIGHTS,
  DOCUMENT_RIGHTS,
  RIGHT_FIELDS,
  RIGHT_LABELS,
  canDo,
  documentRights,
  rightRefusal,
  rightsAllow,
  seesAllRecords,
  VIEW_ALL_FIELD,
  VIEW_ALL_LABEL,
  viewsAll,
  type DocumentRight,
  type DocumentRights,
  type RightedAction,
} from './acl/rights.ts';
export { lookupDetail, mayPick, pickerReaders, type PickerReaders } from './acl/pickers.ts';

// Errors (spec §8)
export {
  RESPONSE_CODES,
  ERROR_CATALOGUE,
  GENERIC_ERROR_MESSAGE,
  messageFor,
  httpStatusFor,
  isOk,
  type ResponseCode,
  type ResponseCodeName,
  type HttpStatus,
  type ErrorEntry,
  type Envelope,
} from './errors/codes.ts';
export { MESSAGES, TOAST_TITLES } from './errors/messages.ts';
export {
  PHRASES,
  readPhrase,
  say,
  type Phrase,
  type PhraseValues,
  type ReadPhrase,
} from './errors/phrases.ts';
export {
  tooManyRecordsMessage,
  tooManyLinesMessage,
  sheetTooLargeMessage,
  readTooLongMessage,
} from './errors/limits.ts';

// Catalogue (spec §1, §2, §3, §7, §8)
export * from './catalogue/index.ts';
export { withRenamedOptions } from './catalogue/renamed.ts';

// Stock (issues 8, 17) and documents (issues 16–18): their own indexes list them.
export * from './stock/index.ts';

// Labels and scans (issue 58, decision 2310): what a label names, its QR's address, and what a scan reads
export {
  FLOOR_PATH,
  FLOOR_SEGMENTS,
  LABEL_KINDS,
  LABEL_KIND_NAMES,
  LABEL_ORG_PARAM,
  floorPath,
  labelAddress,
  type LabelKind,
  type LabelTarget,
  type LotTarget,
  type PlaceKind,
} from './labels/labelAddress.ts';
export {
  MAX_CODE_LENGTH,
  MAX_SCAN_LENGTH,
  readScan,
  readScanFor,
  siteKey,
  type ScanContext,
  type ScanReading,
  type ScanRefusal,
} from './labels/scan.ts';
// The floor's actions (issue 58 item 5, decision 2340)
export * from './floor/index.ts';
export * from './documents/index.ts';
export * from './invoicing/index.ts';
// Maintenance: the schedule per machine and its breakdowns (issue 22, decisions 1780–1781)
export * from './maintenance/index.ts';
export * from './messages/index.ts';
// Work off the request path (decision 2040)
export * from './jobs/jobs.ts';

// CRM (issue 21): the funnel's lost reasons
export {
  LOST_OUTCOME,
  LOST_REASONS,
  OTHER_LOST_REASON,
  lostReasonIssue,
  type LostReasonIssue,
} from './crm/lost-reasons.ts';

// Reports (issue 22, spec §7): the report area's declarations
export {
  REPORTS,
  REPORT_ACL,
  MAX_REPORT_DAYS,
  STOCK_AGEING_BUCKETS,
  STOCK_LEDGER_ENDS,
  AUDITED_MODULES,
  DOCUMENT_TYPES,
  reportAt,
  reportMissingFilters,
  reportOpeningKeys,
  reportOpeningValues,
  reportRangeProblem,
  GST_RETURNS_ACL,
  registerRateKey,
  findReport,
  reportAreas,
  reportFilterKeys,
  reportFilterLine,
  inEnglish,
  type SayWords,
  reportLookupFields,
  reportSortKeys,
  reportSortOf,
  reportTotalKeys,
  reportTotalText,
  BILLED_KIND_LABELS,
  type ReportArea,
  type ReportChoice,
  type ReportColumn,
  type ReportDef,
  type ReportExport,
  type ReportFilterDef,
  type ReportFilterValues,
  type ReportFormat,
  type ReportRowAction,
  type ReportSort,
  type ReportTotalValues,
  rowDraft,
} from './reports/reports.ts';
export { MAINTENANCE_SCHEDULE } from './reports/maintenanceReports.ts';

// Approvals (issue 16, spec §7)
export {
  approvalAmount,
  APPROVAL_MESSAGES,
  approvalLevels,
  isFinalLevel,
  levelApplies,
  mayApprove,
  needsApproval,
  nextLevel,
  type ApprovalConfig,
  type ApprovalLevelConfig,
  type ApprovalSubject,
  type ApproverCheck,
} from './approvals/approvals.ts';
export {
  CONVERSION_WINDOW_DAYS,
  FOLLOW_UP_DAYS_AHEAD,
  FOLLOW_UP_GROUPS,
  conversionRate,
  conversionWindow,
  daysOverdue,
  followUpDue,
  followUpsUntil,
  monthOf,
  shiftDay,
  sourceConversions,
  type FollowUp,
  type FollowUpWhen,
  type Period,
  type SalesDashboardSummary,
  type SourceConversion,
  type SourceTally,
  type StageFigure,
} from './crm/salesDashboard.ts';

// CRM: digital platform leads (issue 21, decisions 1604-1607)
export {
  LEAD_IMPORT_FIELDS,
  guessLeadMapping,
  isLeadField,
  leadFromRow,
  phoneKey,
  leadDuplicateKeys,
  splitDuplicates,
  leadImportReport,
  type LeadColumns,
  type LeadImportResult,
  type LeadRowError,
  type LeadFieldKey,
  type LeadMapping,
  type LeadOriginal,
  type LeadDuplicate,
} from './crm/leads.ts';
export {
  LEAD_ADDRESS_HINT,
  LEAD_ADDRESS_NEEDED,
  leadAddresses,
  type BillingAddress,
  type LeadAddresses,
} from './crm/customer.ts';
