import { isFeatureOn, type SysConfig } from '../config/config.ts';
import { sysConfigLabel } from '../config/sysConfigMeanings.ts';
import { PHRASES, say } from '../errors/phrases.ts';
import { MODULE_HOME } from '../constants.ts';
import { MENU, menuLeaves, type MenuEntry } from './menu.ts';

/** A feature route under 'module/' (spec §2), with what the route guard and the breadcrumb need. */
export interface RouteDef {
  /** The path under 'module/', as spec §2 writes it ('' is the module home). */
  path: string;
  /** The full hash path, e.g. '/module/bom'. */
  fullPath: string;
  /** Access-control names the guard checks; empty for unguarded routes. */
  aclNames: string[];
  guarded: boolean;
  /** The page title for the breadcrumb. */
  title: string;
  /** Open only while this system config switch is YES; else not in the menu and refused (decision 1233). */
  feature?: string;
}

/** The areas of a flow's own switch (decision 1233): scheduling on machines with SCHEDULING_SUPPORT. */
const SWITCHED: Readonly<Record<string, string>> = {
  'Planning-Scheduling': 'SCHEDULING_SUPPORT',
  scheduling: 'SCHEDULING_SUPPORT',
};

/**
 * Spec §2 "Guarded route paths under 'module/'": [path, title, access-control names where they differ
 * from the path]. The menu's permission name for the same area is added to the names (decision 0100), so
 * that the guard never refuses what the menu shows.
 */
const GUARDED: readonly (readonly [string, string, ...string[]])[] = [
  ['bom', 'Bill of Material', 'chemical/bom'],
  ['packing', 'Packing', 'chemical/packing'],
  ['ph', 'pH', 'chemical/ph'],
  ['supporting-material', 'Supporting Material', 'chemical/supportingMaterial'],
  ['supporting-material-inward', 'Supporting Material Inward', 'chemical/sm-inward'],
  [
    'supporting-material-allocation',
    'Supporting Material Allocation',
    'chemical/supportingMaterialAllocation',
  ],
  ['materialPropertyType', 'Material Property Type'],
  ['productCodes', 'Product Codes', 'productCodeModule'],
  ['process', 'Process', 'chemical/process'],
  ['openingstock', 'Opening Stock Upload', 'chemical/itemStock'],
  ['stock-area', 'Stock Area', 'chemical/stockArea'],
  ['processType', 'Process Type'],
  ['solubility', 'Solubility'],
  ['stock-param4', 'Custom Kind 4', 'chemical/stockParam4'],
  ['stock-param5', 'Custom Kind 5', 'chemical/stockParam5'],
  ['stock-param6', 'Custom Kind 6', 'chemical/stockParam6'],
  ['stock-param7', 'Custom Kind 7', 'chemical/stockParam7'],
  ['stock-param8', 'Custom Kind 8', 'chemical/stockParam8'],
  ['stock-param9', 'Custom Kind 9', 'chemical/stockParam9'],
  ['customParameters', 'Quality Parameters', 'customParam'],
  ['sales-order', 'Sales Order', 'chemical/salesOrder'],
  ['moisture', 'Moisture'],
  ['funnelSource', 'Funnel Source', 'funnelSource', 'funnel/source'],
  ['costHead', 'Cost Head'],
  ['uom', 'Unit of Measure'],
  ['segment', 'Segment'],
  ['purity', 'Purity'],
  ['department', 'Department'],
  ['zone', 'Zone'],
  ['transport', 'Transport'],
  ['crmActivity', 'CRM Activity', 'crm/activity'],
  ['Planning-Scheduling', 'Planning & Scheduling', 'chemical/planning_scheduling'],
  ['scheduling', 'Scheduling', 'chemical/scheduling'],
  ['funnel', 'Funnel', 'crm/funnel'],
  ['digitalplatform', 'Digital Platform'],
  ['quotation', 'Quotation', 'crm/quotation'],
  ['funnelType', 'Funnel Type'],
  ['funnelStage', 'Funnel Stage', 'crm/funnelStage'],
  // Issue 21 (decision 1603): masters of the funnel that spec §2 does not route, kept from the stage's screen.
  ['funnelCustomerType', 'Funnel Customer Type', 'crm/funnelCustomerType'],
  ['digitalPlatformMaster', 'Digital Platform', 'crm/digitalPlatform'],
  // Issue 21 (decision 1680): the activity log, under the funnel's rights, kept from the activity kinds' screen.
  ['activityLog', 'Activity Log', 'crm/funnel'],
  ['party', 'Business Partner'],
  ['partytype', 'Party Type', 'partyType'],
  ['categorytype', 'Category Type', 'categoryType'],
  ['purchase-order', 'Purchase Order'],
  ['product', 'Item', 'chemical/item'],
  ['mould', 'Mould'],
  ['packing-type-inward', 'Packing Type Inward'],
  ['planning', 'Planning', 'chemical/planning', 'chemical/only_planning'],
  ['loom-vise-daily-production', 'DP Log'],
  ['productType', 'Product Type'],
  ['mouldName', 'Mould Name'],
  ['mouldType', 'Mould Type'],
  ['packaging', 'Packaging Process'],
  ['production-batch', 'Production Batch', 'chemical/productionbatch'],
  ['lot-wise-production-batch', 'Lot-wise Production Batch'],
  ['weavingProcess', 'Weaving'],
  ['slittingProcess', 'Slitting'],
  ['bagMakingProcess', 'Bag Making'],
  ['dailyProductionMachineWise', 'Daily Production Machine-wise'],
  ['new-production-batch', 'Stage Batch'],
  ['daily-production', 'Daily Production'],
  ['inward', 'Inward'],
  ['labTest', 'Lab Test'],
  ['dispatch', 'Dispatch'],
  ['inward-foundary', 'Inward (Foundry)', 'chemical/foundaryInward'],
  ['transferAndDispatch', 'Job Work'],
  // Issue 18: the receipt of job work against its challan (decision 1031); no menu entry of its own.
  ['job-work-receipt', 'Job Work Receipt', 'chemical/transfer-and-dispatch'],
  ['pre-inward', 'Gate Entry'],
  ['inward-stock', 'Inventory Stock', 'chemical/itemStock/stock'],
  // Issue 17: Inventory Stock's Outward (the stock issue document); no menu entry of its own.
  ['stock-issue', 'Stock Issue', 'chemical/itemStock/stock'],
  // Issue 17: Inventory Stock's Return (back to the supplier), under the inward's ACL name.
  ['purchase-return', 'Purchase Return', 'inward'],
  ['materialRequest', 'Material Request', 'chemical/requestApproval'],
  ['materialRequestConfig', 'Material Request Config'],
  ['stock-transfer', 'Stock Transfer'],
  ['transfer-approval', 'Transfer Validation'],
  ['storeManagement', 'Material Allocation', 'allocate'],
  ['reconciliation', 'Reconciliation', 'reconcile'],
  ['message-templates', 'Message Templates', 'chemical/smsTemplate'],
  ['print-templates', 'Print Templates'],
  ['part-code', 'Product Code', 'chemical/partCodeConfig'],
  ['materialreconciliation', 'Material-Reconciliation'],
  ['user', 'Staff', 'staff'],
  ['machine-asset-setting', 'M/c Types and Activity', 'machineSetting'],
  ['machine-asset-management', 'Maintenance Activity', 'MachineAssets'],
  ['machine-activities', 'Machine Activities'],
  // Issue 22 (decision 1741): the activities of a machine type, kept from M/c Types and Activity.
  ['machineActivity', 'Machine Activity', 'machineAssetsActivity'],
  // Decision 1782: a machine's stops and restarts, kept by the maintenance head.
  ['machineBreakdown', 'Machine Breakdowns', 'machineAssets'],
  // Decision 1784: the maintenance recorded against the schedule, under Maintenance Activity's access.
  ['machine-maintenance', 'Maintenance Records', 'machineAssets'],
  ['role', 'Role'],
  ['aclConfig', 'ACL Config', 'acl'],
  ['reports', 'Report', 'chemical/report'],
  ['machine', 'Machine'],
  ['custom-field', 'Custom Field', 'customField'],
  ['custom-module-field', 'Module Custom Field', 'moduleCustomField'],
  ['moduleFieldConfig', 'Module Param Config', 'chemical/formConfig'],
  ['location', 'Location', 'erp/location'],
  ['rack', 'Rack'],
  ['branch', 'Branch', 'erp/branch'],
  ['cbl-to-cbl', 'Inter Department Transfer', 'erp/cbl-to-cbl'],
  // Issue 20: billing (decision 1400).
  ['sales-invoice', 'Sales Invoice', 'chemical/salesInvoice'],
  ['purchase-bill', 'Purchase Bill', 'chemical/purchaseBill'],
  ['credit-note', 'Credit Note', 'chemical/creditNote'],
  ['debit-note', 'Debit Note', 'chemical/debitNote'],
  ['receipt', 'Receipt', 'chemical/receipt'],
  ['payment', 'Payment', 'chemical/payment'],
  // Issue 43: the parties' invoices and bills open at go-live (decision 2120).
  ['opening-receivable', 'Opening Receivable', 'chemical/openingReceivable'],
  ['opening-payable', 'Opening Payable', 'chemical/openingPayable'],
  ['party-ledger', 'Party Ledger', 'chemical/partyLedger'],
  ['gst-returns', 'GST Returns', 'chemical/gstr1'],
  ['transaction-report', 'Transaction Report', 'transactionReport'],
  ['approval-configuration', 'Approval Configuration'],
  ['approval-generic', 'Pending Approval'],
  ['freight', 'Freight'],
  // Spec §2: "sysConfig (guarded)" is listed with the unguarded ones.
  ['sysConfig', 'System Configuration'],
];

/** Spec §2 "Unguarded or special under 'module'": [path, title]. */
const UNGUARDED: readonly (readonly [string, string])[] = [
  ['', 'Dashboard'],
  ['dashboard', 'Dashboard'],
  ['org-profile', 'Org Profile'],
  ['org-profile/addUpdate/:orgId', 'Org Profile'],
  ['user-profile', 'User Profile'],
  ['labelConfig', 'Label Configuration'],
  ['services', 'Services'],
  // Issue 58 (decision 2313): the floor's home and the pages a scan opens, open to anyone; each read and action
  // is guarded by its own area's rights.
  ['floor', 'Floor'],
];

const firstSegment = (path: string): string => path.split('/')[0] as string;
const fullPathOf = (path: string): string => (path === '' ? MODULE_HOME : `${MODULE_HOME}/${path}`);

const menuNamesByArea = new Map<string, string[]>();
for (const leaf of menuLeaves(MENU)) {
  const area = firstSegment(String(leaf.path).slice(MODULE_HOME.length + 1));
  const names = [leaf.moduleName].filter((name): name is string => typeof name === 'string');
  menuNamesByArea.set(area, [...(menuNamesByArea.get(area) ?? []), ...names]);
}

/** Every route under 'module/' of spec §2: the guarded ones first, in the spec's order, then the rest. */
export const ROUTES: readonly RouteDef[] = [
  ...GUARDED.map(([path, title, ...names]): RouteDef => {
    const own = names.length > 0 ? names : [path];
    const aclNames = [...new Set([...own, ...(menuNamesByArea.get(path) ?? [])])];
    const feature = SWITCHED[path];
    return {
      path,
      fullPath: fullPathOf(path),
      aclNames,
      guarded: true,
      title,
      ...(feature ? { feature } : {}),
    };
  }),
  ...UNGUARDED.map(([path, title]): RouteDef => ({
    path,
    fullPath: fullPathOf(path),
    aclNames: [],
    guarded: false,
    title,
  })),
];

/**
 * The route a hash path belongs to: the route whose path is the longest leading run of the address's
 * segments under /module ('/module/bom/addUpdate/3' → bom). Unknown paths give undefined.
 */
export function findRoute(address: string): RouteDef | undefined {
  const path = address.split(/[?#]/)[0] as string;
  if (path !== MODULE_HOME && !path.startsWith(`${MODULE_HOME}/`)) return undefined;
  const segments = path
    .slice(MODULE_HOME.length + 1)
    .split('/')
    .filter(Boolean);
  let best: RouteDef | undefined;
  let bestLength = -1;
  for (const route of ROUTES) {
    const routeSegments = route.path.split('/').filter(Boolean);
    const matches =
      (routeSegments.length === 0 ? segments.length === 0 : routeSegments.length <= segments.length) &&
      routeSegments.every((segment, i) => segment.startsWith(':') || segment === segments[i]);
    if (matches && routeSegments.length > bestLength) {
      best = route;
      bestLength = routeSegments.length;
    }
  }
  return best;
}

/**
 * Spec §2: "Organisation profile menu: if organisation data exists go to
 * /module/org-profile/addUpdate/{orgId}; otherwise /module/org-profile/."
 */
export function orgProfileRoute(orgId: number | string | null | undefined): string {
  return orgId === null || orgId === undefined || orgId === ''
    ? `${MODULE_HOME}/org-profile/`
    : `${MODULE_HOME}/org-profile/addUpdate/${orgId}`;
}

/** The title of the warning of a switched-off flow's route, as the guard shows it (decision 1233). */
export const SWITCHED_OFF = { TITLE: 'Switched Off' } as const;

/**
 * Issue 42: the warning of a switched-off flow's route names its setting in words and where it is set:
 * "Machine scheduling is switched off (System Configuration › SCHEDULING_SUPPORT). An administrator can
 * turn it on."
 */
export const switchedOffMessage = (feature: string): string =>
  say(PHRASES.switchedOff, { label: sysConfigLabel(feature), key: feature });

/** Whether a route's switch is on (a route without one always is). */
export const routeSwitchedOn = (
  route: Pick<RouteDef, 'feature'>,
  config: SysConfig | null | undefined,
): boolean => route.feature === undefined || isFeatureOn(config, route.feature);

/**
 * The menu without the entries of a switched-off flow (decision 1233, as decision 1045 does for fields): an
 * entry whose route's switch is not YES is left out, and so is such a screen opened from an entry; a group
 * left empty goes with it. A new tree.
 */
export function switchedOnMenu(
  menu: readonly MenuEntry[],
  config: SysConfig | null | undefined,
): MenuEntry[] {
  return menu.flatMap((entry): MenuEntry[] => {
    const route = entry.path === undefined ? undefined : findRoute(entry.path);
    if (route && !routeSwitchedOn(route, config)) return [];
    if (entry.within) return [{ ...entry, within: switchedOnMenu(entry.within, config) }];
    if (!entry.children) return [entry];
    const children = switchedOnMenu(entry.children, config);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}
