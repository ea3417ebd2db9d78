/**
 * Where each master's screens live (spec §2 routes), by catalogue key. The catalogue's masters take
 * their route from here; the router lists the masters from this light table, so the login screen does
 * not load the catalogue's fields and schemas (decision 0104).
 */
export const MASTER_ROUTES = {
  party: '/module/party',
  partyType: '/module/partytype',
  categoryType: '/module/categorytype',
  item: '/module/product',
  productType: '/module/productType',
  productCode: '/module/productCodes',
  partCode: '/module/part-code',
  bom: '/module/bom',
  mould: '/module/mould',
  mouldName: '/module/mouldName',
  mouldType: '/module/mouldType',
  supportingMaterial: '/module/supporting-material',
  costHead: '/module/costHead',
  uom: '/module/uom',
  segment: '/module/segment',
  process: '/module/process',
  processType: '/module/processType',
  stockArea: '/module/stock-area',
  department: '/module/department',
  zone: '/module/zone',
  machine: '/module/machine',
  // Issue 22 (decisions 1740–1742): M/c Types and Activity, the activities of a type, and the log.
  machineType: '/module/machine-asset-setting',
  machineActivity: '/module/machineActivity',
  machineActivityLog: '/module/machine-activities',
  // Decision 1782: the breakdowns of the machines, kept from Maintenance Activity.
  machineBreakdown: '/module/machineBreakdown',
  packing: '/module/packing',
  transport: '/module/transport',
  freight: '/module/freight',
  location: '/module/location',
  rack: '/module/rack',
  branch: '/module/branch',
  customField: '/module/custom-field',
  moduleCustomField: '/module/custom-module-field',
  customParam: '/module/customParameters',
  purity: '/module/purity',
  ph: '/module/ph',
  moisture: '/module/moisture',
  solubility: '/module/solubility',
  stockParam4: '/module/stock-param4',
  stockParam5: '/module/stock-param5',
  stockParam6: '/module/stock-param6',
  stockParam7: '/module/stock-param7',
  stockParam8: '/module/stock-param8',
  stockParam9: '/module/stock-param9',
  funnelStage: '/module/funnelStage',
  funnelSource: '/module/funnelSource',
  funnelType: '/module/funnelType',
  // Issue 21 (decision 1603): the masters the spec's routes do not name, beside the funnel stage's.
  funnelCustomerType: '/module/funnelCustomerType',
  digitalPlatform: '/module/digitalPlatformMaster',
  funnel: '/module/funnel',
  // Decision 1604: the leads of the digital platforms, a view of the funnel.
  digitalLead: '/module/digitalplatform',
  crmActivity: '/module/crmActivity',
  // Issue 21 (decision 1680): the activities themselves; `crmActivity` is the master of their kinds.
  crmActivityLog: '/module/activityLog',
  messageTemplate: '/module/message-templates',
  printTemplate: '/module/print-templates',
  approvalConfiguration: '/module/approval-configuration',
  materialRequestConfig: '/module/materialRequestConfig',
} as const;

/** The catalogue key of a master. */
export type MasterKey = keyof typeof MASTER_ROUTES;

/** A page that imports a file of a master's records beside its list, by what it imports (decision 1608). */
export interface MasterImport {
  /** The import page the app shows: 'leads' is the digital platform leads' (decision 1605). */
  importer: 'leads';
  /** Its button on the list, and the page's title. */
  label: string;
}

/**
 * The masters with an import page at `<route>/import` (decision 1608), light as `MASTER_ROUTES` is: the router
 * reads it, and the catalogue's `master()` gives each module its `imports`.
 */
export const MASTER_IMPORTS: Partial<Readonly<Record<MasterKey, MasterImport>>> = {
  digitalLead: { importer: 'leads', label: 'Import Leads' },
};
