import type { Observable } from 'rxjs';
import { STATUS, type EntityRecord } from '@erp/domain';
import { sortedOf } from '../client/calls.ts';
import { request, type ApiClient } from '../client/client.ts';
import { catalogueModule } from '../entity/entity.ts';

/** A select-list row shown by its name (spec §7 "sorted by name"). */
export interface NamedRow extends EntityRecord {
  id: number;
  name: string;
}

/** Spec §3: "Lookup display names: companyName for parties". */
export interface PartyRow extends EntityRecord {
  id: number;
  companyName: string;
  gstin?: string | null;
}

export interface PreInwardRow extends EntityRecord {
  id: number;
  slipNumber: string;
}

export interface PlanningRow extends EntityRecord {
  id: number;
  planName: string;
}

/** Spec §3: "Report lists are sorted by reportId, case-insensitive." */
export interface LabTestRow extends EntityRecord {
  id: number;
  reportId: string;
}

export interface PurchaseOrderRow extends EntityRecord {
  id: number;
  poNumber?: string;
  status?: number;
}

/** The row type of each select list of spec §7 that is not a catalogue master. */
export interface SelectListRows {
  itemProperty: NamedRow;
  itemTuple: NamedRow;
  services: NamedRow;
  machineType: NamedRow;
  machineActivity: NamedRow;
  funnelCustomerType: NamedRow;
  digitalPlatform: NamedRow;
  funnelsOfLoggedInUser: NamedRow;
  reportModules: NamedRow;
  dailyProductionModel: NamedRow;
  activityLogReportModel: NamedRow;
  preInwards: PreInwardRow;
  customersList: PartyRow;
  customers: PartyRow;
  suppliers: PartyRow;
  suppliersList: PartyRow;
  purchaseOrders: PurchaseOrderRow;
  poList: PurchaseOrderRow;
  openAndInProgressPOs: PurchaseOrderRow;
  closedPOs: PurchaseOrderRow;
  openPOs: PurchaseOrderRow;
  planning: PlanningRow;
  labTests: LabTestRow;
}
export type SelectListName = keyof SelectListRows;

interface SelectListDef {
  path: string;
  sortKey: 'name' | 'companyName' | 'slipNumber' | 'planName' | 'reportId';
}

const byName = (path: string): SelectListDef => ({ path, sortKey: 'name' });
const byCompany = (path: string): SelectListDef => ({ path, sortKey: 'companyName' });

/**
 * Spec §7's select lists that are not catalogue masters, with their paths and sort keys. Where the spec
 * lists a name in its "chemical/ph, moisture, …" run, it carries that run's chemical/ prefix, as the
 * catalogue's masters of the same run do (decision 0402).
 */
export const SELECT_LISTS: Readonly<Record<SelectListName, SelectListDef>> = {
  itemProperty: byName('itemProperty/getAllByPartner'),
  itemTuple: byName('chemical/itemTuple/getAllByPartner'),
  services: byName('chemical/services/getAllByPartner'),
  machineType: byName('chemical/machineType/getAllByPartner'),
  machineActivity: byName('chemical/machineActivity/getAllByPartner'),
  funnelCustomerType: byName('crm/funnelCustomerType/getAllByPartner'),
  digitalPlatform: byName('crm/digitalPlatform/getAllByPartner'),
  funnelsOfLoggedInUser: byName('crm/funnel/getFunnelByLoggedInUser'),
  reportModules: byName('chemical/report/getReportModules'),
  dailyProductionModel: byName('chemical/dailyProduction/getDailyProductionModel'),
  activityLogReportModel: byName('chemical/activityLog/getActivityLogReportModel'),
  preInwards: { path: 'chemical/preinward/getAllByPartner', sortKey: 'slipNumber' },
  customersList: byCompany('party/getCustomersList'),
  customers: byCompany('party/getCustomers'),
  suppliers: byCompany('party/getSuppliers'),
  suppliersList: byCompany('party/getSuppliersList'),
  purchaseOrders: byName('chemical/purchaseOrder/getAllByPartner'),
  poList: byName('chemical/purchaseOrder/getPOList'),
  openAndInProgressPOs: byName('chemical/purchaseOrder/getInProgressAndOpenPOList'),
  closedPOs: byName('chemical/purchaseOrder/getClosedPOList'),
  openPOs: byName(`chemical/purchaseOrder/getPOByStatus/${STATUS.OPEN_PO}`),
  planning: { path: 'chemical/planning/getAllByPartner', sortKey: 'planName' },
  labTests: { path: 'chemical/newLabTest/getAllByPartner', sortKey: 'reportId' },
};

export interface LookupCalls {
  /**
   * GET {apiPath}/getAllByPartner of a catalogue module (branch, location, organization, partyType,
   * uom, stockArea, bom, freight, transport, ph, …, staff, packing), sorted by the module's sort key.
   */
  moduleList<T extends EntityRecord = NamedRow>(moduleKey: string): Observable<T[]>;
  /** One of spec §7's other select lists, sorted as the spec says. */
  selectList<N extends SelectListName>(name: N): Observable<SelectListRows[N][]>;
  /** GET chemical/rack/getAllByPartner/{item}: the racks holding an item. */
  racksByItem(itemId: number): Observable<NamedRow[]>;
}

export function createLookupCalls(client: ApiClient): LookupCalls {
  return {
    moduleList: <T extends EntityRecord>(moduleKey: string) => {
      const { apiPath, sortKey } = catalogueModule(moduleKey);
      return sortedOf<T>(client, request.get(`${apiPath}/getAllByPartner`), sortKey);
    },
    selectList: <N extends SelectListName>(name: N) => {
      const { path, sortKey } = SELECT_LISTS[name];
      return sortedOf<SelectListRows[N]>(client, request.get(path), sortKey);
    },
    racksByItem: (itemId) =>
      sortedOf<NamedRow>(client, request.get(`chemical/rack/getAllByPartner/${itemId}`), 'name'),
  };
}
