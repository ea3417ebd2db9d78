import { matchesWords } from '../search/search.ts';

/** One entry of the sidebar menu (spec §2 "Menu entries"); groups have children. */
export interface MenuEntry {
  path?: string;
  label: string;
  /** The permission (access-control) name; entries without one always show (spec §6). */
  moduleName?: string;
  /** An icon name from `MENU_ICONS`; the UI maps names to pictures. */
  icon?: string;
  children?: MenuEntry[];
  /** Everyday words the menu search finds the entry by besides its label (issue 42: "stoppage", "lead"). */
  words?: readonly string[];
  /**
   * Screens opened from this entry's screen and not listed in the menu: the menu search finds them under
   * it (issue 42). `findableMenu` adds those the catalogue already says (related masters, reports).
   */
  within?: readonly MenuEntry[];
}

/** The icon names used by `MENU`, reports' row buttons and the floor's actions. */
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
  'inward',
  'outward',
  'warning',
  'success',
  'error',
  'plus',
  'scan',
] as const;

/** One of the catalogue's icon names. */
export type MenuIcon = (typeof MENU_ICONS)[number];

const e = (path: string, label: string, moduleName: string, words?: readonly string[]): MenuEntry => ({
  path,
  label,
  moduleName,
  ...(words ? { words } : {}),
});

/**
 * Spec §2 "Menu entries (path, label, permission name)", in the spec's order. Where the spec gives only
 * a path, the label is a title made from it; where it gives no permission name, the route's
 * access-control name of spec §2 is used (decision 0100). The production and dispatch entries form one
 * group without a permission name, like Settings.
 */
export const MENU: readonly MenuEntry[] = [
  { ...e('/module/dashboard', 'Dashboard', 'dashboard', ['Home', 'overview']), icon: 'dashboard' },
  {
    label: 'Masters',
    moduleName: 'masters',
    icon: 'masters',
    children: [
      e('/module/party/partyList', 'Business Partner', 'party', ['Customer', 'Supplier', 'vendor', 'Party']),
      e('/module/bom', 'Bill of Material', 'chemical/bom', ['BOM', 'recipe', 'formula']),
      e('/module/product', 'Item', 'chemical/item', ['product', 'Material', 'goods']),
      e('/module/mould', 'Mould', 'chemical/mould', ['mold', 'die']),
      e('/module/supporting-material', 'Supporting Material', 'chemical/supportingMaterial', ['consumable']),
      e('/module/costHead', 'Cost Head', 'chemical/costHead', ['expense']),
      e('/module/uom', 'Unit of Measure', 'uom', ['UOM', 'Unit']),
      e('/module/segment', 'Segment', 'segment'),
      e('/module/process', 'Process', 'chemical/process'),
      e('/module/stock-area', 'Stock Area', 'chemical/stockArea', ['store', 'godown', 'warehouse']),
      e('/module/openingstock', 'Opening Stock Upload', 'chemical/itemStock', ['Import', 'Excel']),
      e('/module/processType', 'Process Type', 'processType'),
      e('/module/department', 'Department', 'chemical/department'),
      e('/module/zone', 'Zone', 'zone', ['region', 'area']),
      e('/module/machine', 'Machine', 'chemical/machine', ['Loom', 'extruder']),
      e('/module/packing', 'Packing', 'chemical/packing', ['bale', 'Packing Type']),
      e('/module/transport', 'Transport', 'chemical/transport', ['Transporter', 'vehicle']),
      e('/module/location', 'Location', 'erp/location'),
      e('/module/rack/rack', 'Rack', 'erp/rack', ['shelf', 'bin']),
      e('/module/branch', 'Branch', 'erp/branch', ['plant', 'Unit', 'GSTIN']),
      e('/module/custom-field', 'Custom Field', 'customField'),
      e('/module/customParameters', 'Quality Parameters', 'customParam', ['lab', 'test', 'specification']),
      e('/module/custom-module-field', 'Module Custom Field', 'moduleCustomField'),
      e('/module/funnelStage', 'Funnel Stage', 'crm/funnelStage', ['lead stage']),
      e('/module/crmActivity', 'CRM Activity', 'crm/activity', ['Call', 'Visit', 'Meeting']),
      e('/module/freight', 'Freight', 'chemical/freight', ['delivery charges']),
    ],
  },
  {
    label: 'CRM',
    moduleName: 'chemical/crm',
    icon: 'crm',
    children: [
      e('/module/funnel', 'Funnel', 'crm/funnel', ['Lead', 'enquiry', 'prospect', 'opportunity']),
      // Issue 42: the log of calls and visits on the funnel's leads, in the menu beside them.
      e('/module/activityLog', 'Activity Log', 'crm/funnel', [
        'Follow-up',
        'Call',
        'Visit',
        'Meeting',
        'Lead',
      ]),
      e('/module/digitalplatform', 'Digital Platform', 'crm/digitalPlatform', ['IndiaMART', 'online']),
      e('/module/quotation', 'Quotation', 'crm/quotation', ['quote', 'offer', 'estimate']),
    ],
  },
  {
    ...e('/module/reports', 'Report', 'chemical/report', ['register', 'ledger', 'summary']),
    icon: 'report',
  },
  {
    ...e('/module/materialreconciliation', 'Material-Reconciliation', 'chemical/reconcile', ['Consumption']),
    icon: 'reconcile',
  },
  {
    label: 'Supply Chain',
    moduleName: 'supplyChain',
    icon: 'supply-chain',
    children: [
      e('/module/purchase-order', 'Purchase Order', 'chemical/purchaseOrder', ['PO', 'buy', 'indent']),
      e('/module/sales-order/salesOrderList', 'Sales Order', 'chemical/salesOrder', ['SO', 'customer order']),
    ],
  },
  {
    ...e('/module/approval-generic/approvalList', 'Pending Approval', 'pendingApproval', [
      'Approve',
      'Reject',
    ]),
    icon: 'approval',
  },
  // Issue 58: the floor's home for anyone; its buttons are the actions the role may take.
  {
    path: '/module/floor',
    label: 'Floor',
    icon: 'scan',
    words: ['Scan', 'shop floor', 'Pack', 'Load'],
  },
  {
    label: 'Inventory',
    moduleName: 'inventory',
    icon: 'inventory',
    children: [
      {
        ...e('/module/inward-stock', 'Inventory Stock', 'chemical/itemStock/stock', [
          'Stock',
          'Balance',
          'Lot',
        ]),
        // Issue 42: its Outward and Return buttons open these.
        within: [
          e('/module/stock-issue', 'Stock Issue', 'chemical/itemStock/stock', ['Outward', 'Issue']),
          e('/module/purchase-return', 'Purchase Return', 'inward', ['return to supplier', 'rejection']),
        ],
      },
      // Decision 2222: the gate entry, as its numbers (GE/) say; spec §2's "Pre Inward" finds it.
      e('/module/pre-inward/addUpdate', 'Add Gate Entry', 'pre-inward', ['pre inward', 'gate pass']),
      e('/module/pre-inward', 'Gate Entry List', 'pre-inward', ['pre inward', 'gate pass']),
      e('/module/inward/list/addUpdate', 'Add Inward', 'inward', ['GRN', 'goods receipt', 'receive']),
      e('/module/inward/list', 'Inward List', 'inward', ['GRN', 'goods receipt', 'receive']),
      e('/module/inward-foundary/addUpdate', 'Add Inward (Foundry)', 'chemical/foundaryInward'),
      e('/module/inward-foundary', 'Inward List (Foundry)', 'chemical/foundaryInward'),
      e('/module/supporting-material-inward', 'Supporting Material Inward', 'chemical/sm-inward'),
      // Issue 42: its giving out to a department was a screen no menu entry or screen opened.
      e(
        '/module/supporting-material-allocation',
        'Supporting Material Allocation',
        'chemical/supportingMaterialAllocation',
        ['consumable', 'Issue'],
      ),
      e('/module/packing-type-inward', 'Packing Type Inward', 'chemical/packingTypeInward'),
      e('/module/materialRequest', 'Material Request', 'chemical/materialRequest', ['indent', 'requisition']),
      e('/module/storeManagement', 'Material Allocation', 'chemical/storeManagement/allocate', ['Issue']),
      e('/module/stock-transfer', 'Stock Transfer', 'chemical/stockTransfer', ['Move', 'branch transfer']),
      e('/module/transfer-approval', 'Transfer Validation', 'chemical/transferApproval'),
      e('/module/reconciliation', 'Reconciliation', 'chemical/storeManagement/reconcile', ['stock count']),
    ],
  },
  {
    label: 'Production & Dispatch',
    icon: 'production',
    children: [
      e('/module/labTest', 'Lab Test', 'chemical/labTest', ['Quality', 'QC', 'test report']),
      e('/module/Planning-Scheduling', 'Planning & Scheduling', 'chemical/planning_scheduling', [
        'Machine Schedule',
      ]),
      // Issue 42: the machines' week (decision 1124), under its switch like its list (decision 1233).
      e('/module/Planning-Scheduling/timeline', 'Machine Timeline', 'chemical/planning_scheduling', [
        'schedule',
        'Gantt',
        'Loading',
      ]),
      e('/module/planning', 'Planning', 'chemical/only_planning', ['production plan']),
      e('/module/production-batch', 'Production Batch', 'chemical/productionbatch', ['batch']),
      e('/module/lot-wise-production-batch', 'Lot-wise Production Batch', 'chemical/lotwiseproductionbatch'),
      e('/module/weavingProcess/list', 'Weaving', 'chemical/weavingProcess', ['Loom', 'Fabric', 'Roll']),
      // Decision 2052: the batch of one stage (tape, lamination, printing), once "New Production Batch".
      e('/module/new-production-batch', 'Stage Batch', 'chemical/newproductionbatch', [
        'new production batch',
        'Tape',
        'extrusion',
        'Lamination',
        'Printing',
      ]),
      e('/module/slittingProcess', 'Slitting', 'slittingProcess', ['Cutting']),
      e('/module/bagMakingProcess', 'Bag Making', 'bagMakingProcess', ['Stitching', 'bags']),
      e('/module/dailyProductionMachineWise', 'Daily Production Machine-wise', 'dailyProductionMachineWise', [
        'DPR',
        'Shift',
      ]),
      e('/module/daily-production', 'Daily Production', 'daily-production', ['DPR', 'Shift', 'Output']),
      e('/module/loom-vise-daily-production', 'DP Log', 'loom-vise-daily-production', [
        'Loom',
        'Efficiency',
        'daily production log',
      ]),
      e('/module/packaging', 'Packaging Process', 'chemical/packingProcess', ['Packing', 'bale', 'Parcel']),
      e('/module/dispatch', 'Dispatch', 'chemical/dispatch', ['delivery challan', 'shipment', 'lorry']),
      {
        ...e('/module/transferAndDispatch', 'Job Work', 'chemical/transfer-and-dispatch', [
          'jobwork',
          'subcontract',
        ]),
        // Issue 42: the goods back from the job worker, received against its challan (decision 1031).
        within: [
          e('/module/job-work-receipt', 'Job Work Receipt', 'chemical/transfer-and-dispatch', [
            'received back',
          ]),
        ],
      },
      e('/module/cbl-to-cbl', 'Inter Department Transfer', 'erp/cbl-to-cbl', ['department transfer', 'Move']),
    ],
  },
  {
    label: 'Billing',
    moduleName: 'billing',
    icon: 'billing',
    children: [
      e('/module/sales-invoice', 'Sales Invoice', 'chemical/salesInvoice', [
        'Bill',
        'tax invoice',
        'e-invoice',
      ]),
      e('/module/purchase-bill', 'Purchase Bill', 'chemical/purchaseBill', ['supplier invoice']),
      e('/module/credit-note', 'Credit Note', 'chemical/creditNote', ['Sales Return']),
      e('/module/debit-note', 'Debit Note', 'chemical/debitNote'),
      e('/module/receipt', 'Receipt', 'chemical/receipt', ['payment received', 'collection']),
      e('/module/payment', 'Payment', 'chemical/payment', ['paid']),
      e('/module/opening-receivable', 'Opening Receivable', 'chemical/openingReceivable', [
        'Opening balance',
        'go-live',
        'outstanding invoice',
      ]),
      e('/module/opening-payable', 'Opening Payable', 'chemical/openingPayable', [
        'Opening balance',
        'go-live',
        'outstanding bill',
      ]),
      e('/module/party-ledger', 'Party Ledger', 'chemical/partyLedger', [
        'outstanding',
        'Ageing',
        'statement',
      ]),
      e('/module/gst-returns', 'GST Returns', 'chemical/gstr1', ['GSTR-1', 'tax', 'Tally']),
    ],
  },
  {
    label: 'Machine Asset',
    moduleName: 'chemical/machineAsset',
    icon: 'machine',
    children: [
      e('/module/machine-asset-setting', 'M/c Types and Activity', 'machineAssetsActivity', ['Machine Type']),
      e('/module/machine-asset-management', 'Maintenance Activity', 'machineAssets', ['service', 'schedule']),
      // Decision 1784: the maintenance recorded against the schedule, a document of its own.
      e('/module/machine-maintenance', 'Maintenance Records', 'machineAssets', ['service', 'repair']),
      e('/module/machine-activities', 'Machine Activities', 'machine-activities'),
      // Issue 42: a machine's stops and restarts (decision 1782), beside its maintenance.
      e('/module/machineBreakdown', 'Machine Breakdowns', 'machineAssets', [
        'stoppage',
        'Downtime',
        'repair',
      ]),
    ],
  },
  { ...e('/module/user', 'Staff', 'staff', ['User', 'employee', 'Operator', 'login']), icon: 'staff' },
  {
    label: 'Settings',
    icon: 'settings',
    children: [
      e('/module/message-templates', 'Message Templates', 'chemical/smsTemplate', ['SMS', 'E-Mail']),
      e('/module/print-templates', 'Print Templates', 'templateConfig', ['PDF', 'layout']),
      e('/module/part-code', 'Product Code', 'chemical/partCodeConfig'),
      e('/module/sysConfig', 'System Configuration', 'sysConfig', ['Setting', 'switch']),
      e('/module/materialRequestConfig', 'Material Request Config', 'chemical/requestApprovalConfig'),
      e('/module/moduleFieldConfig', 'Module Param Config', 'chemical/formConfig', ['Field', 'form']),
      e('/module/approval-configuration', 'Approval Configuration', 'approvalConfiguration', [
        'approval level',
      ]),
    ],
  },
  {
    ...e('/module/aclConfig', 'ACL Config', 'acl', ['access', 'permission', 'rights']),
    icon: 'acl',
    // The roles are kept from its Roles button.
    within: [e('/module/role', 'Role', 'role')],
  },
];

/** Every leaf entry of a menu tree, depth first, in order. */
export function menuLeaves(menu: readonly MenuEntry[]): MenuEntry[] {
  return menu.flatMap((entry) => (entry.children ? menuLeaves(entry.children) : [entry]));
}

/** What the menu search reads of an entry, in the menu's shape or the sidebar's. */
export interface SearchedEntry<T> {
  label: string;
  icon?: string;
  words?: readonly string[];
  children?: readonly T[];
  within?: readonly T[];
}

const found = (entry: SearchedEntry<unknown>, query: string): boolean =>
  [entry.label, ...(entry.words ?? [])].some((text) => matchesWords(text, query));

/**
 * Issue 42's menu search: the entries whose label or everyday words the query finds (a group whose own
 * do keeps all its entries), each group with its entries found; then, after an entry, the screens opened
 * from it that are found, named 'Report › Activity Log' and with its icon. An empty query keeps the menu.
 */
export function searchMenu<T extends SearchedEntry<T>>(entries: readonly T[], query: string): T[] {
  if (query.trim() === '') return [...entries];
  return entries.flatMap((entry): T[] => {
    if (entry.children) {
      if (found(entry, query)) return [entry];
      const children = searchMenu(entry.children, query);
      return children.length > 0 ? [{ ...entry, children }] : [];
    }
    const screens = (entry.within ?? [])
      .filter((screen) => found(screen, query))
      .map((screen): T => ({
        ...screen,
        label: `${entry.label} › ${screen.label}`,
        ...(entry.icon === undefined ? {} : { icon: entry.icon }),
      }));
    return [...(found(entry, query) ? [entry] : []), ...screens];
  });
}
