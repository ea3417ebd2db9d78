/** One entry of the sidebar menu (spec §2 "Menu entries"); groups have children. */
export interface MenuEntry {
  path?: string;
  label: string;
  /** The permission (access-control) name; entries without one always show (spec §6). */
  moduleName?: string;
  /** An icon name from `MENU_ICONS`; the UI maps names to pictures. */
  icon?: string;
  children?: MenuEntry[];
}

/** The icon names used by `MENU`. */
export const MENU_ICONS = [
  'dashboard',
  'masters',
  'crm',
  'report',
  'reconcile',
  'supply-chain',
  'approval',
  'inventory',
  'production',
  'billing',
  'machine',
  'staff',
  'settings',
  'acl',
] as const;

const e = (path: string, label: string, moduleName: string): MenuEntry => ({ path, label, moduleName });

/**
 * Spec §2 "Menu entries (path, label, permission name)", in the spec's order. Where the spec gives only
 * a path, the label is a title made from it; where it gives no permission name, the route's
 * access-control name of spec §2 is used (decision 0100). The production and dispatch entries form one
 * group without a permission name, like Settings.
 */
export const MENU: readonly MenuEntry[] = [
  { ...e('/module/dashboard', 'Dashboard', 'dashboard'), icon: 'dashboard' },
  {
    label: 'Masters',
    moduleName: 'masters',
    icon: 'masters',
    children: [
      e('/module/party/partyList', 'Business Partner', 'party'),
      e('/module/bom', 'Bill of Material', 'chemical/bom'),
      e('/module/product', 'Item', 'chemical/item'),
      e('/module/mould', 'Mould', 'chemical/mould'),
      e('/module/supporting-material', 'Supporting Material', 'chemical/supportingMaterial'),
      e('/module/costHead', 'Cost Head', 'chemical/costHead'),
      e('/module/uom', 'Unit of Measure', 'uom'),
      e('/module/segment', 'Segment', 'segment'),
      e('/module/process', 'Process', 'chemical/process'),
      e('/module/stock-area', 'Stock Area', 'chemical/stockArea'),
      e('/module/openingstock', 'Opening Stock Upload', 'chemical/itemStock'),
      e('/module/processType', 'Process Type', 'processType'),
      e('/module/department', 'Department', 'chemical/department'),
      e('/module/zone', 'Zone', 'zone'),
      e('/module/machine', 'Machine', 'chemical/machine'),
      e('/module/packing', 'Packing', 'chemical/packing'),
      e('/module/transport', 'Transport', 'chemical/transport'),
      e('/module/location', 'Location', 'erp/location'),
      e('/module/rack/rack', 'Rack', 'erp/rack'),
      e('/module/branch', 'Branch', 'erp/branch'),
      e('/module/custom-field', 'Custom Field', 'customField'),
      e('/module/customParameters', 'Quality Parameters', 'customParam'),
      e('/module/custom-module-field', 'Module Custom Field', 'moduleCustomField'),
      e('/module/funnelStage', 'Funnel Stage', 'crm/funnelStage'),
      e('/module/crmActivity', 'CRM Activity', 'crm/activity'),
      e('/module/freight', 'Freight', 'chemical/freight'),
    ],
  },
  {
    label: 'CRM',
    moduleName: 'chemical/crm',
    icon: 'crm',
    children: [
      e('/module/funnel', 'Funnel', 'crm/funnel'),
      e('/module/digitalplatform', 'Digital Platform', 'crm/digitalPlatform'),
      e('/module/quotation', 'Quotation', 'crm/quotation'),
    ],
  },
  { ...e('/module/reports', 'Report', 'chemical/report'), icon: 'report' },
  {
    ...e('/module/materialreconciliation', 'Material-Reconciliation', 'chemical/reconcile'),
    icon: 'reconcile',
  },
  {
    label: 'Supply Chain',
    moduleName: 'supplyChain',
    icon: 'supply-chain',
    children: [
      e('/module/purchase-order', 'Purchase Order', 'chemical/purchaseOrder'),
      e('/module/sales-order/salesOrderList', 'Sales Order', 'chemical/salesOrder'),
    ],
  },
  { ...e('/module/approval-generic/approvalList', 'Pending Approval', 'pendingApproval'), icon: 'approval' },
  {
    label: 'Inventory',
    moduleName: 'inventory',
    icon: 'inventory',
    children: [
      e('/module/inward-stock', 'Inventory Stock', 'chemical/itemStock/stock'),
      e('/module/pre-inward/addUpdate', 'Add Pre Inward', 'pre-inward'),
      e('/module/pre-inward', 'Pre Inward List', 'pre-inward'),
      e('/module/inward/list/addUpdate', 'Add Inward', 'inward'),
      e('/module/inward/list', 'Inward List', 'inward'),
      e('/module/inward-foundary/addUpdate', 'Add Inward (Foundry)', 'chemical/foundaryInward'),
      e('/module/inward-foundary', 'Inward List (Foundry)', 'chemical/foundaryInward'),
      e('/module/supporting-material-inward', 'Supporting Material Inward', 'chemical/sm-inward'),
      e('/module/packing-type-inward', 'Packing Type Inward', 'chemical/packingTypeInward'),
      e('/module/materialRequest', 'Material Request', 'chemical/materialRequest'),
      e('/module/storeManagement', 'Material Allocation', 'chemical/storeManagement/allocate'),
      e('/module/stock-transfer', 'Stock Transfer', 'chemical/stockTransfer'),
      e('/module/transfer-approval', 'Transfer Validation', 'chemical/transferApproval'),
      e('/module/reconciliation', 'Reconciliation', 'chemical/storeManagement/reconcile'),
    ],
  },
  {
    label: 'Production & Dispatch',
    icon: 'production',
    children: [
      e('/module/labTest', 'Lab Test', 'chemical/labTest'),
      e('/module/Planning-Scheduling', 'Planning & Scheduling', 'chemical/planning_scheduling'),
      e('/module/planning', 'Planning', 'chemical/only_planning'),
      e('/module/production-batch', 'Production Batch', 'chemical/productionbatch'),
      e('/module/lot-wise-production-batch', 'Lot-wise Production Batch', 'chemical/lotwiseproductionbatch'),
      e('/module/weavingProcess/list', 'Weaving', 'chemical/weavingProcess'),
      e('/module/new-production-batch', 'New Production Batch', 'chemical/newproductionbatch'),
      e('/module/slittingProcess', 'Slitting', 'slittingProcess'),
      e('/module/bagMakingProcess', 'Bag Making', 'bagMakingProcess'),
      e('/module/dailyProductionMachineWise', 'Daily Production Machine-wise', 'dailyProductionMachineWise'),
      e('/module/daily-production', 'Daily Production', 'daily-production'),
      e('/module/loom-vise-daily-production', 'DP Log', 'loom-vise-daily-production'),
      e('/module/packaging', 'Packaging Process', 'chemical/packingProcess'),
      e('/module/dispatch', 'Dispatch', 'chemical/dispatch'),
      e('/module/transferAndDispatch', 'Job Work', 'chemical/transfer-and-dispatch'),
      e('/module/cbl-to-cbl', 'Inter Department Transfer', 'erp/cbl-to-cbl'),
    ],
  },
  {
    label: 'Billing',
    moduleName: 'billing',
    icon: 'billing',
    children: [
      e('/module/sales-invoice', 'Sales Invoice', 'chemical/salesInvoice'),
      e('/module/purchase-bill', 'Purchase Bill', 'chemical/purchaseBill'),
      e('/module/credit-note', 'Credit Note', 'chemical/creditNote'),
      e('/module/debit-note', 'Debit Note', 'chemical/debitNote'),
      e('/module/receipt', 'Receipt', 'chemical/receipt'),
      e('/module/payment', 'Payment', 'chemical/payment'),
      e('/module/party-ledger', 'Party Ledger', 'chemical/partyLedger'),
      e('/module/gst-returns', 'GST Returns', 'chemical/gstr1'),
    ],
  },
  {
    label: 'Machine Asset',
    moduleName: 'chemical/machineAsset',
    icon: 'machine',
    children: [
      e('/module/machine-asset-setting', 'M/c Types and Activity', 'machineAssetsActivity'),
      e('/module/machine-asset-management', 'Maintenance Activity', 'machineAssets'),
      // Decision 1784: the maintenance recorded against the schedule, a document of its own.
      e('/module/machine-maintenance', 'Maintenance Records', 'machineAssets'),
      e('/module/machine-activities', 'Machine Activities', 'machine-activities'),
    ],
  },
  { ...e('/module/user', 'Staff', 'staff'), icon: 'staff' },
  {
    label: 'Settings',
    icon: 'settings',
    children: [
      e('/module/message-templates', 'Message Templates', 'chemical/smsTemplate'),
      e('/module/print-templates', 'Print Templates', 'templateConfig'),
      e('/module/part-code', 'Product Code', 'chemical/partCodeConfig'),
      e('/module/sysConfig', 'System Configuration', 'sysConfig'),
      e('/module/materialRequestConfig', 'Material Request Config', 'chemical/requestApprovalConfig'),
      e('/module/moduleFieldConfig', 'Module Param Config', 'chemical/formConfig'),
      e('/module/approval-configuration', 'Approval Configuration', 'approvalConfiguration'),
    ],
  },
  { ...e('/module/aclConfig', 'ACL Config', 'acl'), icon: 'acl' },
];

/** Every leaf entry of a menu tree, depth first, in order. */
export function menuLeaves(menu: readonly MenuEntry[]): MenuEntry[] {
  return menu.flatMap((entry) => (entry.children ? menuLeaves(entry.children) : [entry]));
}
