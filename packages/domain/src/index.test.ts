import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';

/** Issue 3: "Export these names from the package root … (the names are part of the contract)". */
const FUNCTIONS = [
  'formatAmount',
  'formatQuantity',
  'amountInWords',
  'formatDate',
  'formatCount',
  'parseDate',
  'normaliseSearchText',
  'matchesName',
  'filterRows',
  'sortByName',
  'createPagination',
  'firstPage',
  'previousPage',
  'nextPage',
  'lastPage',
  'jumpToPage',
  'setPageSize',
  'recountPages',
  'totalPages',
  'isJumpDisabled',
  'isFeatureOn',
  'fieldRules',
  'labelFor',
  'translationKey',
  'detectBrand',
  'resolveBranding',
  'sidebarTypeForWidth',
  'toggleSidebar',
  'canView',
  'viewAllowed',
  'canWrite',
  'filterMenu',
  'guardDecision',
  'moduleApi',
  'messageFor',
  'httpStatusFor',
  'schemaFor',
  'moduleSchema',
  'validateItem',
  'validateEntity',
  'displayFieldRules',
  'defaultFieldDetails',
  'aclDisplayName',
  'carriesCustomFields',
  'groupAclNames',
] as const;

const VALUES = [
  'BRANDS',
  'MENU',
  'ROUTES',
  'MODULES',
  'MASTER_ROUTES',
  'MASTER_IMPORTS',
  'ACL_MODES',
  'ACL_VIEW',
  'LIST_CAPS',
  'RESPONSE_CODES',
  'ERROR_CATALOGUE',
  'STATUS',
  'INWARD_MODE',
  'SIDEBAR_MODE',
  'STORAGE_KEYS',
  'LOADER_TIMINGS',
  'PAGE_SIZE_OPTIONS',
  'DEFAULT_PAGE_SIZE',
  'DEFAULT_LANDING_ROUTE',
  'SIDEBAR_BREAKPOINTS',
  'SYS_CONFIG_KEYS',
  'DEFAULT_DATE_FORMAT',
  'SYS_CONFIG_DEFAULTS',
] as const;

describe('@erp/domain exports the names of issue 3', () => {
  it.each(FUNCTIONS)('%s is a function', (name) => {
    expect(typeof domain[name]).toBe('function');
  });

  it.each(VALUES)('%s is exported', (name) => {
    expect(domain[name]).toBeDefined();
  });

  it('the package root works end to end: a formatted amount and its words', () => {
    expect(domain.formatAmount(1234567.5)).toBe('12,34,567.50');
    expect(domain.amountInWords(100000)).toBe('Rupees One Lakh Only');
  });
});
