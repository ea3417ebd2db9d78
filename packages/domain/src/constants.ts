/** Business constants and limits of spec §9 (and the few of §2–§4 that are plain numbers or names). */

/** Spec §9: "Default completed status id 7. Open purchase order status code 10." */
export const STATUS = { COMPLETED: 7, OPEN_PO: 10 } as const;

/** Spec §9: "Inward mode: chemical 2, foundry 1". */
export const INWARD_MODE = { CHEMICAL: 2, FOUNDRY: 1 } as const;

/** Spec §9: "sidebar modes: chemical 4, foundry 1". */
export const SIDEBAR_MODE = { CHEMICAL: 4, FOUNDRY: 1 } as const;

/** Spec §9: "Local storage keys: token, aclData, loggedInUser, activeUser, sys_config, label_config, pageSize." */
export const STORAGE_KEYS = {
  TOKEN: 'token',
  ACL_DATA: 'aclData',
  LOGGED_IN_USER: 'loggedInUser',
  ACTIVE_USER: 'activeUser',
  SYS_CONFIG: 'sys_config',
  LABEL_CONFIG: 'label_config',
  PAGE_SIZE: 'pageSize',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Spec §2/§9: loading bar "debounce 100 ms, minimum 300 ms, extra 300 ms". */
export const LOADER_TIMINGS = { DEBOUNCE_MS: 100, MIN_DURATION_MS: 300, EXTRA_MS: 300 } as const;

/** Spec §9: "Page size options 10, 20, 50, 100; default 10 or the value stored in the browser under pageSize." */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
export type PageSizeOption = (typeof PAGE_SIZE_OPTIONS)[number];
export const DEFAULT_PAGE_SIZE: PageSizeOption = 10;

/** Spec §2/§9: "Default landing route /dashboard/classic." */
export const DEFAULT_LANDING_ROUTE = '/dashboard/classic';
/** The module home that the logo links to and the route guard redirects to (spec §2, §6). */
export const MODULE_HOME = '/module';

/** Spec §9: "Sidebar breakpoints 1170 px (full, iconbar) and 767 px (overlay)." */
export const SIDEBAR_BREAKPOINTS = { FULL_AND_ICONBAR: 1170, OVERLAY: 767 } as const;

/** Spec §9: "Default date format dd-MM-yyyy"; "date-time picker locale en-IN"; "Default language en". */
export const DEFAULT_DATE_FORMAT = 'dd-MM-yyyy';
export const DATE_LOCALE = 'en-IN';
export const DEFAULT_LANGUAGE = 'en';

/** Spec §9: "Currency is Indian, code 1." */
export const CURRENCY = { CODE: 1, NAME: 'INR', SYMBOL: '₹' } as const;

/** Spec §9: "Scroll bar: horizontal scroll suppressed, wheel speed 1, minimum length 20." */
export const SCROLLBAR = { SUPPRESS_SCROLL_X: true, WHEEL_SPEED: 1, MIN_SCROLLBAR_LENGTH: 20 } as const;

/** Spec §9: "Finish-product dispatch support is enabled." */
export const FINISH_PRODUCT_DISPATCH_SUPPORT = true;

/** Spec §7/§9: the API root and the paths files are served from. */
export const API_ROOT = '/api/v1/';
/**
 * A write sent twice is done once (decision 2290): the header a write's key travels in, the header of an
 * answer given again, and how long the server keeps a key's answer.
 */
export const IDEMPOTENCY = {
  HEADER: 'Idempotency-Key',
  REPLAYED_HEADER: 'Idempotent-Replayed',
  KEEP_HOURS: 24,
  /** The longest key the server takes: visible ASCII characters only. */
  MAX_KEY_LENGTH: 255,
} as const;

export const FILE_PATHS = {
  DOWNLOADS: 'file/get/',
  LAB_REPORTS: 'report/',
  HEADER_IMAGE: 'images/header.jpg',
} as const;

/** Spec §4: "Approval: request, approve, reject; no other statuses." */
export const APPROVAL_ACTIONS = ['request', 'approve', 'reject'] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

/** Spec §3: every system config key the product reads. */
export const SYS_CONFIG_KEYS = [
  'DYNAMIC_LOGO_CONFIGURATION',
  'HEADER_LOGO',
  'FOOTER_TITLE',
  'FOOTER_URL',
  'TITLE_NAME',
  'wastageMaterialTypeId',
  'DEFAULT_SYSTEM_DATE',
  'DIRECT_QUOTATION',
  'PACKING_TYPE_SUPPORT',
  'SECONDARY_STOCK_SUPPORT',
  'ROLL_NO_SUPPORT',
  'VENDOR_CODE_ON',
  'RACK_SUPPORT',
  'LAB_TEST_INWARD',
  'ITEM_CODE_SUPPORT',
  'ALPS_CONFIGURATION',
  'CBL_FLOW_SUPPORT',
  'ALLOCATION_SUPPORT',
  'PO_CBL_FLOW_SUPPORT',
  'SO_CBL_FLOW_SUPPORT',
  'DEFAULT_MATERIAL',
  'DEFAULT_TAPEBOBINE_MATERIAL',
  'LABEL_SUPPORT',
  'CUSTOMER_SUPPORT',
  'LABEL_TYPE_ID',
  'DEFAULT_COST_PARAM_1',
  'DEFAULT_STOCK_PARAM_1',
  'DEFAULT_STOCK_PARAM_2',
  'DEFAULT_STOCK_PARAM_3',
  'STATUS_COMPLETED_ID',
  'PARTY_ORDER_LEDGER_SUPPORT',
  'SCHEDULING_SUPPORT',
  'WEAVING_PROCESS_AUTOMATION',
  'PO_PRINT_PARTNER_ID',
  'PRIMARY_UOM_MTR',
  'PARTNER_NAME',
  'PRINT_PARTNER_NAME',
  'ONLY_INWARD',
  // Issue 16: no document dated on or before this date is submitted, amended or cancelled.
  'BOOKS_LOCKED_UPTO',
  // Issue 38: the first day of the first financial year kept here; no document is dated before it (1827).
  'BOOKS_START_DATE',
  // Issue 43: the first day run here; openings are dated the day before, and the books are locked up to it (2121).
  'GO_LIVE_DATE',
  // Issue 19: how far a woven roll's GSM may be from its item's, in percent, before a warning, a refusal.
  'WEAVING_GSM_WARN_PERCENT',
  'WEAVING_GSM_REFUSE_PERCENT',
  // Issue 19: how far an extruded tape's denier may be from the one entered, in percent (decision 1799).
  'TAPE_DENIER_WARN_PERCENT',
  'TAPE_DENIER_REFUSE_PERCENT',
  // Issue 19: what production makes waits for the lab, as LAB_TEST_INWARD holds what is received (decision 1801).
  'LAB_TEST_PRODUCTION',
  // Issue 20: how far a purchase bill's rate may be from its order's, in percent, before it waits for approval.
  'BILL_RATE_TOLERANCE_PERCENT',
  // Issue 20: the organisation makes e-invoices (turnover above ₹5 crore); the e-invoice calls need it YES.
  'E_INVOICE',
  // Who takes the e-invoice to the portal (decision 1422): FILE, a folder the JSON goes to and answers come from.
  'E_INVOICE_PROVIDER',
  // Issue 41: the aggregate annual turnover in ₹ crore: above 5, every HSN and SAC has 6 digits or more.
  'AATO_CRORE',
  // Issue 21: the organisation's mail server a document is e-mailed through (decision 1641); the sender's
  // address and password are the user's own mail profile.
  'SMTP_HOST',
  'SMTP_PORT',
  // YES: TLS from the first byte (port 465); NO: plain, upgraded by STARTTLS when the server offers it.
  'SMTP_SECURE',
  // Issue 20: a sales invoice may bill goods without a dispatch (decision 1403); its refusal names it (issue 38).
  'DIRECT_INVOICE',
  // Issue 17: how far an inward may receive beyond what its order line leaves pending, in percent.
  'INWARD_TOLERANCE_PERCENT',
] as const;
export type SysConfigKey = (typeof SYS_CONFIG_KEYS)[number];

/**
 * Spec §3 system config keys with the defaults of a woven-sack and chemicals plant (decision 0205):
 * feature switches NO except packing types, roll numbers, item codes, labels and customers, which a woven-sack
 * line uses every day. Weaving automation is NO (decision 1220): with it a loom's daily entry moves stock.
 */
export const SYS_CONFIG_DEFAULTS: Readonly<Record<SysConfigKey, string>> = {
  DYNAMIC_LOGO_CONFIGURATION: 'NO',
  HEADER_LOGO: '',
  FOOTER_TITLE: '',
  FOOTER_URL: '',
  TITLE_NAME: 'ERP',
  wastageMaterialTypeId: '',
  DEFAULT_SYSTEM_DATE: 'NO',
  DIRECT_QUOTATION: 'NO',
  PACKING_TYPE_SUPPORT: 'YES',
  SECONDARY_STOCK_SUPPORT: 'NO',
  ROLL_NO_SUPPORT: 'YES',
  VENDOR_CODE_ON: 'NO',
  RACK_SUPPORT: 'NO',
  LAB_TEST_INWARD: 'NO',
  ITEM_CODE_SUPPORT: 'YES',
  ALPS_CONFIGURATION: 'NO',
  CBL_FLOW_SUPPORT: 'NO',
  ALLOCATION_SUPPORT: 'NO',
  PO_CBL_FLOW_SUPPORT: 'NO',
  SO_CBL_FLOW_SUPPORT: 'NO',
  DEFAULT_MATERIAL: '',
  DEFAULT_TAPEBOBINE_MATERIAL: '',
  LABEL_SUPPORT: 'YES',
  CUSTOMER_SUPPORT: 'YES',
  LABEL_TYPE_ID: '',
  DEFAULT_COST_PARAM_1: 'Purity',
  DEFAULT_STOCK_PARAM_1: 'pH',
  DEFAULT_STOCK_PARAM_2: 'Moisture',
  DEFAULT_STOCK_PARAM_3: 'Solubility',
  STATUS_COMPLETED_ID: String(STATUS.COMPLETED),
  PARTY_ORDER_LEDGER_SUPPORT: 'NO',
  SCHEDULING_SUPPORT: 'NO',
  WEAVING_PROCESS_AUTOMATION: 'NO',
  PO_PRINT_PARTNER_ID: '',
  PRIMARY_UOM_MTR: 'NO',
  PARTNER_NAME: '',
  PRINT_PARTNER_NAME: '',
  ONLY_INWARD: 'NO',
  BOOKS_LOCKED_UPTO: '',
  BOOKS_START_DATE: '',
  GO_LIVE_DATE: '',
  WEAVING_GSM_WARN_PERCENT: '5',
  WEAVING_GSM_REFUSE_PERCENT: '15',
  TAPE_DENIER_WARN_PERCENT: '5',
  TAPE_DENIER_REFUSE_PERCENT: '15',
  LAB_TEST_PRODUCTION: 'NO',
  BILL_RATE_TOLERANCE_PERCENT: '0',
  E_INVOICE: 'NO',
  E_INVOICE_PROVIDER: 'FILE',
  AATO_CRORE: '',
  SMTP_HOST: '',
  SMTP_PORT: '587',
  SMTP_SECURE: 'NO',
  DIRECT_INVOICE: 'NO',
  INWARD_TOLERANCE_PERCENT: '0',
};

/** Spec §3: "Feature switches are on only when the value is exactly YES." */
export const FEATURE_ON = 'YES';

/**
 * The server's list limits (decision 0610, replacing 0202's caps): a list's count is exact up to
 * `EXACT_COUNT` matches and an estimate (marked `totalCountEstimated`) above; a list asked for without a
 * page brings at most `WHOLE_LIST` rows (its count is still the true one).
 */
export const LIST_CAPS = { EXACT_COUNT: 100_000, WHOLE_LIST: 10_000 } as const;

/**
 * The most records one saveOrUpdateAll call saves (decisions 0217, 2382): the embedded database has one
 * connection, so a transaction keeps every other request's statements waiting; at this size it stays short
 * (a paged search waits at most about one bulk save's transaction, about 25 ms on PGlite, 70 at worst).
 */
export const SAVE_ALL_LIMIT = 50;

/** How long a screen's read (a list, picker, report or dashboard) may run before it is stopped (decision 1901). */
export const READ_LIMIT_MS = 15_000;

/**
 * The most lines one document has (decision 1856): twice the 1,000 items an e-invoice takes, more than a
 * real order, bill or count sheet reaches; a document with more is refused (413) before any work.
 */
export const MAX_DOCUMENT_LINES = 2_000;
