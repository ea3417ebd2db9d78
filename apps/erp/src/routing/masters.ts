import { MASTER_IMPORTS, MASTER_ROUTES, MENU, MODULE_HOME, menuLeaves, type MasterKey } from '@erp/domain';
import type { FeatureArea, FeaturePage } from './featureArea.ts';
import { FORM_TITLES } from './handle.ts';

const loadMasters = () => import('../features/masters/index.ts');

/** The area's path under 'module/' of a catalogue route ('/module/stock-area' → 'stock-area'). */
const areaOf = (route: string): string => route.slice(MODULE_HOME.length + 1);

/**
 * The pages of one master: its list (also under the menu's own address where the menu names a page of
 * the area, spec §2 '/module/party/partyList', '/module/rack/rack'), Add and Edit, and its import page
 * where `MASTER_IMPORTS` declares one (decision 1608).
 */
function masterPages(key: MasterKey, route: string): FeaturePage[] {
  const aliases = menuLeaves(MENU)
    .map((leaf) => String(leaf.path ?? ''))
    .filter((path) => path.startsWith(`${route}/`))
    .map((path): FeaturePage => ({ path: path.slice(route.length + 1), page: `${key}/list` }));
  return [
    { page: `${key}/list` },
    ...aliases,
    { path: 'addUpdate', title: FORM_TITLES.add, page: `${key}/form` },
    { path: 'addUpdate/:id', title: FORM_TITLES.edit, page: `${key}/form` },
    ...(MASTER_IMPORTS[key]
      ? [{ path: 'import', title: MASTER_IMPORTS[key].label, page: `${key}/import` }]
      : []),
  ];
}

/**
 * Issue 8: every master of the catalogue as a feature area under its spec §2 route, all in one chunk
 * (decision 0600), and the Opening Stock Upload screen. The routes come from the light `MASTER_ROUTES`:
 * the catalogue itself loads with the masters' chunk (decision 0104).
 */
export const MASTER_FEATURES: Readonly<Record<string, FeatureArea>> = {
  ...Object.fromEntries(
    (Object.entries(MASTER_ROUTES) as [MasterKey, string][]).map(([key, route]) => [
      areaOf(route),
      { load: loadMasters, pages: masterPages(key, route) },
    ]),
  ),
  openingstock: {
    load: () => import('../features/openingStock/index.ts'),
    pages: [{ page: 'upload' }],
  },
};
