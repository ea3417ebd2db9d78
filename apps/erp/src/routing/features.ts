import type { ComponentType } from 'react';
import { FLOOR_SEGMENTS, REPORTS } from '@erp/domain';
import { ModuleNotFoundError } from './errors.ts';
import { FORM_TITLES } from './handle.ts';
import { DOCUMENT_FEATURES } from './documents.ts';
import type { FeatureArea, FeatureModule, FeaturePage } from './featureArea.ts';
import { MASTER_FEATURES } from './masters.ts';

/** The list, add and edit pages of a catalogue module's generic screens. */
export const ENTITY_PAGES: readonly FeaturePage[] = [
  { page: 'list' },
  { path: 'addUpdate', title: FORM_TITLES.add, page: 'form' },
  { path: 'addUpdate/:id', title: FORM_TITLES.edit, page: 'form' },
];

const dashboard = (): Promise<FeatureModule> => import('../features/dashboard/index.ts');
const orgProfile = (): Promise<FeatureModule> => import('../features/orgProfile/index.ts');
const reports = (): Promise<FeatureModule> => import('../features/reports/index.ts');

export const DASHBOARD_PAGE = 'dashboard';

/** The dashboard area: the module home, /module/dashboard and the landing route /dashboard/classic. */
export const DASHBOARD: FeatureArea = { load: dashboard, pages: [{ page: DASHBOARD_PAGE }] };

/**
 * The feature areas by their route path under 'module/' (spec §2 `ROUTES`): the settings screens, the
 * masters (issue 8), the documents' lists (issue 16). A route of `ROUTES` that is not here yet (stock,
 * production…) opens the module-not-found screen.
 */
export const FEATURES: Readonly<Record<string, FeatureArea>> = {
  '': DASHBOARD,
  dashboard: DASHBOARD,
  'user-profile': { load: () => import('../features/userProfile/index.ts'), pages: [{ page: 'profile' }] },
  'org-profile': { load: orgProfile, pages: [{ page: 'view' }] },
  'org-profile/addUpdate/:orgId': { load: orgProfile, pages: [{ page: 'edit' }] },
  sysConfig: { load: () => import('../features/sysConfig/index.ts'), pages: ENTITY_PAGES },
  labelConfig: { load: () => import('../features/labelConfig/index.ts'), pages: ENTITY_PAGES },
  moduleFieldConfig: { load: () => import('../features/moduleFieldConfig/index.ts'), pages: ENTITY_PAGES },
  user: { load: () => import('../features/staff/index.ts'), pages: ENTITY_PAGES },
  role: { load: () => import('../features/role/index.ts'), pages: ENTITY_PAGES },
  aclConfig: { load: () => import('../features/aclConfig/index.ts'), pages: [{ page: 'acl' }] },
  'approval-generic': {
    load: () => import('../features/approvals/index.ts'),
    pages: [{ path: 'approvalList', page: 'list' }],
  },
  ...MASTER_FEATURES,
  ...DOCUMENT_FEATURES,
  // Issue 19: the loom-wise DP log over both daily production entries (decision 1123).
  'loom-vise-daily-production': {
    load: () => import('../features/production/index.ts'),
    pages: [{ page: 'dpLog' }],
  },
  // Issue 20: the party ledger and ageing (decision 1451).
  'party-ledger': {
    load: () => import('../features/billing/index.ts'),
    pages: [{ page: 'partyLedger' }],
  },
  // Issue 22: the report area over the declared reports (decision 1210), each a page its breadcrumb names by
  // the report's own title (issue 56), and the reports of their own address.
  reports: {
    load: reports,
    pages: [
      { page: 'list' },
      ...Object.values(REPORTS).map((report) => ({ path: report.id, title: report.title, page: 'report' })),
    ],
  },
  ...Object.fromEntries(
    Object.values(REPORTS).flatMap((report) =>
      report.address
        ? [[report.address.slice('/module/'.length), { load: reports, pages: [{ page: 'at' }] }]]
        : [],
    ),
  ),
  // Issue 20: GSTR-1 of a month, its files and the Tally export (decisions 1430–1432).
  'gst-returns': { load: () => import('../features/billing/index.ts'), pages: [{ page: 'gstReturns' }] },
  // Issue 58 (decisions 2313, 2320): the floor's home, an action's form, Needs attention, and the pages a scan
  // or a label's QR opens, by the label's kind.
  floor: {
    load: () => import('../features/floor/index.ts'),
    pages: [
      { path: `${FLOOR_SEGMENTS.lot}/:itemId`, title: 'Lot', page: 'lot' },
      { path: FLOOR_SEGMENTS.parcel, title: 'Parcel', page: 'parcel' },
      { path: `${FLOOR_SEGMENTS.machine}/:id`, title: 'Machine', page: 'machine' },
      { path: `${FLOOR_SEGMENTS.stockArea}/:id`, title: 'Stock Area', page: 'stockArea' },
      { path: `${FLOOR_SEGMENTS.rack}/:id`, title: 'Rack', page: 'rack' },
      { page: 'home' },
      { path: 'action/:key', title: 'Floor Action', page: 'action' },
      { path: 'attention', title: 'Needs attention', page: 'attention' },
    ],
  },
  'inward-stock': {
    load: () => import('../features/stock/index.ts'),
    pages: [
      { page: 'stock' },
      { path: 'card/:itemId', title: 'Stock Card', page: 'card' },
      { path: 'reorder', title: 'Reorder', page: 'reorder' },
    ],
  },
};

/** The page component of an area, for a route's `lazy`; an unknown area or page is a module-not-found error. */
export async function loadPage(area: string, page: string): Promise<ComponentType> {
  const feature = FEATURES[area];
  if (!feature) throw new ModuleNotFoundError(area);
  const Component = (await feature.load()).pages[page];
  if (!Component) throw new ModuleNotFoundError(`${area}/${page}`);
  return Component;
}

/** Every chunk the app may need after the first screen; loaded when the browser is idle. */
export const CHUNKS: readonly (() => Promise<unknown>)[] = [
  () => import('../features/login/index.ts'),
  () => import('../layouts/FullLayout.tsx'),
  ...new Set(Object.values(FEATURES).map((feature) => feature.load)),
];

/** Loads every chunk; a chunk that fails now is tried again when its screen opens. */
export function preloadAll(): Promise<void> {
  return Promise.allSettled(CHUNKS.map((load) => load())).then(() => undefined);
}
