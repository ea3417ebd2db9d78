import type { Observable } from 'rxjs';
import { createApprovalCalls, type ApprovalCalls } from './approval/approval.ts';
import type { ApiClient } from './client/client.ts';
import { createConfigCalls, type ConfigCalls } from './config/config.ts';
import { createCrmCalls, type CrmCalls } from './crm/crm.ts';
import { createCountCalls, type CountCalls } from './documents/counts.ts';
import { createDocumentCalls, type DocumentCalls } from './documents/documents.ts';
import { createEntityCalls, type EntityCalls } from './entity/entity.ts';
import { createExportCalls, type ExportCalls } from './export/export.ts';
import { createItemCalls, type ItemCalls } from './lookups/items.ts';
import { createJobWorkCalls, type JobWorkCalls } from './jobWork/jobWork.ts';
import { createJobCalls, type JobCalls } from './jobs/jobs.ts';
import { createMasterImportCalls, type MasterImportCalls } from './imports/masterImport.ts';
import { createDpLogCalls, type DpLogCalls } from './production/dpLog.ts';
import { createPartyLedgerCalls, type PartyLedgerCalls } from './billing/partyLedger.ts';
import { createFunnelBoardCalls, type FunnelBoardCalls } from './crm/funnelBoard.ts';
import { createGstReturnCalls, type GstReturnCalls } from './billing/gstReturns.ts';
import { createTimelineCalls, type TimelineCalls } from './production/timeline.ts';
import { createLabelCalls, type LabelCalls } from './labels/labels.ts';
import { createShippingCalls, type ShippingCalls } from './shipping/shipping.ts';
import { createLeadCalls, type LeadCalls } from './crm/leads.ts';
import { createLookupCalls, type LookupCalls } from './lookups/selectLists.ts';
import { createPrintTemplateCalls, type PrintTemplateCalls } from './printTemplate/printTemplate.ts';
import type { SaveFile } from './client/calls.ts';
import { createReportCalls, type ReportCalls } from './reports/reports.ts';
import { createSessionCalls, type SessionCalls } from './session/session.ts';
import { createLabResultCalls, type LabResultCalls } from './stock/labResult.ts';
import { createPlanningCalls, type PlanningCalls } from './planning/planning.ts';
import { createPortalCalls, type PortalCalls } from './portals/portals.ts';
import { createMessageCalls, type MessageCalls } from './messages/messages.ts';
import { createStockCalls, type StockCalls } from './stock/stock.ts';
import { createMaintenanceCalls, type MaintenanceCalls } from './maintenance/maintenance.ts';
import { createOutboxCalls, type OutboxCalls } from './outbox/outbox.ts';

/** Every call of spec §7, by area; the epics get it as their `api` dependency. */
export interface Api {
  session: SessionCalls;
  config: ConfigCalls;
  entity: EntityCalls;
  stock: StockCalls;
  /** Issue 17: the inward's lab results (quality hold). */
  labResults: LabResultCalls;
  items: ItemCalls;
  lookups: LookupCalls;
  reports: ReportCalls;
  /** Work off the request path (decision 2040). */
  jobs: JobCalls;
  imports: MasterImportCalls;
  approval: ApprovalCalls;
  documents: DocumentCalls;
  /** Issue 16: any list as Excel or PDF, with the download's progress. */
  exports: ExportCalls;
  /** Issue 16: a print template's preview. */
  printTemplates: PrintTemplateCalls;
  /** Issue 17: the QR labels of a received stock document. */
  labels: LabelCalls;
  /** Issue 18: the count sheet in Excel. */
  counts: CountCalls;
  /** Issue 18: what is still out with job workers. */
  jobWork: JobWorkCalls;
  /** Issue 19: bills of material, a plan's needs and its request, a lab test's result. */
  planning: PlanningCalls;
  /** Issue 19: parcel numbers, and a dispatch's parcels by scan or for choosing. */
  shipping: ShippingCalls;
  dpLog: DpLogCalls;
  partyLedger: PartyLedgerCalls;
  /** Issue 21: the funnel board, a card's move, an entry's conversion and history. */
  funnelBoard: FunnelBoardCalls;
  /** Issue 20: GSTR-1 of a month, its files, and the Tally export. */
  gstReturns: GstReturnCalls;
  timeline: TimelineCalls;
  /** Issue 20: the e-invoice and e-way bill files and the portals' answers. */
  portals: PortalCalls;
  /** Issue 21: the sales dashboard. */
  crm: CrmCalls;
  /** Issue 21: the digital platform leads' import and intake tokens. */
  leads: LeadCalls;
  /** Issue 21: a document's e-mail with its PDF, its templates and their preview. */
  messages: MessageCalls;
  /** Issue 22: the maintenance head's dashboard. */
  maintenance: MaintenanceCalls;
  /** Issue 58: a floor write kept on the phone, sent with its Idempotency-Key. */
  outbox: OutboxCalls;
  /** Requests in flight now (the loading bar). */
  inFlight$: Observable<number>;
  /** A request that carried a token got 401. */
  unauthorised$: Observable<void>;
}

export interface ApiOptions {
  client: ApiClient;
  /** Saves a downloaded file; the browser's is `saveFileInBrowser`. */
  saveFile: SaveFile;
}

export function createApi({ client, saveFile }: ApiOptions): Api {
  return {
    session: createSessionCalls(client),
    config: createConfigCalls(client),
    entity: createEntityCalls(client, saveFile),
    stock: createStockCalls(client),
    labResults: createLabResultCalls(client),
    items: createItemCalls(client),
    lookups: createLookupCalls(client),
    reports: createReportCalls(client, saveFile),
    jobs: createJobCalls(client, saveFile),
    imports: createMasterImportCalls(client, saveFile),
    approval: createApprovalCalls(client),
    documents: createDocumentCalls(client, saveFile),
    counts: createCountCalls(client, saveFile),
    exports: createExportCalls(client, saveFile),
    printTemplates: createPrintTemplateCalls(client),
    labels: createLabelCalls(client, saveFile),
    jobWork: createJobWorkCalls(client),
    gstReturns: createGstReturnCalls(client, saveFile),
    planning: createPlanningCalls(client),
    shipping: createShippingCalls(client),
    dpLog: createDpLogCalls(client),
    partyLedger: createPartyLedgerCalls(client, saveFile),
    funnelBoard: createFunnelBoardCalls(client),
    timeline: createTimelineCalls(client),
    portals: createPortalCalls(client, saveFile),
    crm: createCrmCalls(client),
    leads: createLeadCalls(client),
    messages: createMessageCalls(client),
    maintenance: createMaintenanceCalls(client),
    outbox: createOutboxCalls(client),
    inFlight$: client.inFlight$,
    unauthorised$: client.unauthorised$,
  };
}
