import { DOCUMENTS, MENU, MODULE_HOME, menuLeaves, type DocumentDef } from '@erp/domain';
import type { FeatureArea, FeaturePage } from './featureArea.ts';
import { FORM_TITLES } from './handle.ts';
import { MORE_PAGES } from './morePages.ts';

const loadDocuments = () => import('../features/documents/index.ts');

/**
 * The pages of one document: its list at its route, at its list route and at the menu's address for it
 * when either is a page of the area (spec §2 '/module/sales-order/salesOrderList'); its form at
 * `addUpdate` and `addUpdate/:id`, like a master's.
 */
function documentPages(document: DocumentDef): FeaturePage[] {
  const page = `${document.key}/list`;
  const inside = menuLeaves(MENU)
    .map((leaf) => String(leaf.path ?? ''))
    .concat(document.listRoute)
    .filter((path) => path.startsWith(`${document.route}/`))
    .map((path) => path.slice(document.route.length + 1));
  const form = `${document.key}/form`;
  // The form at `addUpdate` and at a menu's address for adding under the list (spec §2
  // '/module/inward/list/addUpdate'); every other address inside is the list.
  const adds = [...new Set(['addUpdate', ...inside.filter((path) => path.endsWith('addUpdate'))])];
  const lists = [...new Set(inside.filter((path) => !path.endsWith('addUpdate')))];
  return [
    { page },
    ...lists.map((path): FeaturePage => ({ path, page })),
    ...adds.flatMap((path): FeaturePage[] => [
      { path, title: FORM_TITLES.add, page: form },
      { path: `${path}/:id`, title: FORM_TITLES.edit, page: form },
    ]),
  ];
}

/** Issue 16: every document of `DOCUMENTS` as a feature area under its route, all in one chunk. */
export const DOCUMENT_FEATURES: Readonly<Record<string, FeatureArea>> = Object.fromEntries(
  Object.values(DOCUMENTS).map((document) => [
    document.route.slice(MODULE_HOME.length + 1),
    { load: loadDocuments, pages: [...(MORE_PAGES[document.key] ?? []), ...documentPages(document)] },
  ]),
);
