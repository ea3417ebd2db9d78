import { DOCUMENTS, MENU, MODULE_HOME, menuLeaves, type DocumentDef } from '@erp/domain';
import type { FeatureArea, FeaturePage } from './features.ts';

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
  return [
    { page },
    ...[...new Set(inside)].map((path): FeaturePage => ({ path, page })),
    { path: 'addUpdate', title: 'Add {{title}}', page: form },
    { path: 'addUpdate/:id', title: 'Edit {{title}}', page: form },
  ];
}

/** Issue 16: every document of `DOCUMENTS` as a feature area under its route, all in one chunk. */
export const DOCUMENT_FEATURES: Readonly<Record<string, FeatureArea>> = Object.fromEntries(
  Object.values(DOCUMENTS).map((document) => [
    document.route.slice(MODULE_HOME.length + 1),
    { load: loadDocuments, pages: documentPages(document) },
  ]),
);
