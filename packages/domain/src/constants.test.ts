import { describe, expect, it } from 'vitest';
import {
  API_ROOT,
  APPROVAL_ACTIONS,
  CURRENCY,
  DATE_LOCALE,
  DEFAULT_DATE_FORMAT,
  DEFAULT_LANDING_ROUTE,
  DEFAULT_LANGUAGE,
  DEFAULT_PAGE_SIZE,
  FEATURE_ON,
  FILE_PATHS,
  FINISH_PRODUCT_DISPATCH_SUPPORT,
  IDEMPOTENCY,
  INWARD_MODE,
  LOADER_TIMINGS,
  MODULE_HOME,
  PAGE_SIZE_OPTIONS,
  SCROLLBAR,
  SIDEBAR_BREAKPOINTS,
  SIDEBAR_MODE,
  STATUS,
  STORAGE_KEYS,
  SYS_CONFIG_DEFAULTS,
  SYS_CONFIG_KEYS,
} from './constants.ts';

describe('constants of spec §9', () => {
  it.each([
    [
      '"Default completed status id 7. Open purchase order status code 10."',
      STATUS,
      { COMPLETED: 7, OPEN_PO: 10 },
    ],
    ['"Inward mode: chemical 2, foundry 1"', INWARD_MODE, { CHEMICAL: 2, FOUNDRY: 1 }],
    ['"sidebar modes: chemical 4, foundry 1"', SIDEBAR_MODE, { CHEMICAL: 4, FOUNDRY: 1 }],
    [
      '"Loader timings 100, 300, 300 ms"',
      LOADER_TIMINGS,
      { DEBOUNCE_MS: 100, MIN_DURATION_MS: 300, EXTRA_MS: 300 },
    ],
    [
      '"Sidebar breakpoints 1170 px (full, iconbar) and 767 px (overlay)"',
      SIDEBAR_BREAKPOINTS,
      { FULL_AND_ICONBAR: 1170, OVERLAY: 767 },
    ],
    ['"Page size options 10, 20, 50, 100"', PAGE_SIZE_OPTIONS, [10, 20, 50, 100]],
    ['"default 10"', DEFAULT_PAGE_SIZE, 10],
    ['"Default landing route /dashboard/classic"', DEFAULT_LANDING_ROUTE, '/dashboard/classic'],
    ['"Default date format dd-MM-yyyy"', DEFAULT_DATE_FORMAT, 'dd-MM-yyyy'],
    ['"date-time picker locale en-IN"', DATE_LOCALE, 'en-IN'],
    ['"Default language en"', DEFAULT_LANGUAGE, 'en'],
    ['"Currency is Indian, code 1"', CURRENCY.CODE, 1],
    [
      '"horizontal scroll suppressed, wheel speed 1, minimum length 20"',
      SCROLLBAR,
      { SUPPRESS_SCROLL_X: true, WHEEL_SPEED: 1, MIN_SCROLLBAR_LENGTH: 20 },
    ],
    ['"Finish-product dispatch support is enabled"', FINISH_PRODUCT_DISPATCH_SUPPORT, true],
    [
      '"served from file/get/; lab reports from report/; header image from images/header.jpg"',
      FILE_PATHS,
      { DOWNLOADS: 'file/get/', LAB_REPORTS: 'report/', HEADER_IMAGE: 'images/header.jpg' },
    ],
    ['spec §4 "Approval: request, approve, reject"', APPROVAL_ACTIONS, ['request', 'approve', 'reject']],
    ['spec §7 API root', API_ROOT, '/api/v1/'],
    ['spec §3 "on only when the value is exactly YES"', FEATURE_ON, 'YES'],
    ['module home', MODULE_HOME, '/module'],
    [
      'issue 58: "the same key with the same body answers what the first answered [...] for at least 24 hours"',
      IDEMPOTENCY.KEEP_HOURS >= 24,
      true,
    ],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('"Local storage keys: token, aclData, loggedInUser, activeUser, sys_config, label_config, pageSize."', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual([
      'token',
      'aclData',
      'loggedInUser',
      'activeUser',
      'sys_config',
      'label_config',
      'pageSize',
    ]);
  });

  it('spec §3: every system config key read, once each (and issue 16: BOOKS_LOCKED_UPTO)', () => {
    // 39, issue 19's two GSM limits of a woven roll, two denier limits of a tape and the lab hold of what
    // production makes, issue 20's bill rate tolerance, e-invoice switch and provider, and issue 21's mail server
    // (SMTP_HOST, SMTP_PORT, SMTP_SECURE), issue 38's first day of the books (BOOKS_START_DATE), issue 41's
    // aggregate turnover (AATO_CRORE), and the two issue 38 found read but unlisted (DIRECT_INVOICE,
    // INWARD_TOLERANCE_PERCENT), and issue 43's go-live date (GO_LIVE_DATE).
    expect(SYS_CONFIG_KEYS).toHaveLength(55);
    expect(SYS_CONFIG_KEYS).toContain('BOOKS_LOCKED_UPTO');
    expect(SYS_CONFIG_KEYS).toContain('GO_LIVE_DATE');
    expect(SYS_CONFIG_KEYS).toContain('BILL_RATE_TOLERANCE_PERCENT');
    expect(new Set(SYS_CONFIG_KEYS).size).toBe(SYS_CONFIG_KEYS.length);
    for (const key of [
      'DYNAMIC_LOGO_CONFIGURATION',
      'HEADER_LOGO',
      'FOOTER_TITLE',
      'FOOTER_URL',
      'ONLY_INWARD',
      'wastageMaterialTypeId',
      'PRIMARY_UOM_MTR',
    ]) {
      expect(SYS_CONFIG_KEYS).toContain(key);
    }
  });

  it('every system config key has a default; a switch is YES or NO; the stock parameters are named', () => {
    expect(Object.keys(SYS_CONFIG_DEFAULTS).sort()).toEqual([...SYS_CONFIG_KEYS].sort());
    expect(SYS_CONFIG_DEFAULTS.ONLY_INWARD).toBe('NO');
    expect(SYS_CONFIG_DEFAULTS.DYNAMIC_LOGO_CONFIGURATION).toBe('NO');
    expect(SYS_CONFIG_DEFAULTS.WEAVING_PROCESS_AUTOMATION).toBe('NO');
    expect(SYS_CONFIG_DEFAULTS.STATUS_COMPLETED_ID).toBe(String(STATUS.COMPLETED));
    expect(SYS_CONFIG_DEFAULTS.DEFAULT_STOCK_PARAM_1).toBe('pH');
    expect(SYS_CONFIG_DEFAULTS.E_INVOICE).toBe('NO');
    expect(SYS_CONFIG_DEFAULTS.E_INVOICE_PROVIDER).toBe('FILE');
  });
});
