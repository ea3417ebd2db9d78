import { ALLOCATION_DOCUMENTS } from './allocationDocuments.ts';
import { BILL_DOCUMENTS } from './billDocuments.ts';
import { COUNT_DOCUMENTS } from './countDocuments.ts';
import { DAILY_PRODUCTION_DOCUMENTS } from './dailyProductionDocuments.ts';
import type { DocumentDef } from './documentDef.ts';
import type { DocumentKey } from './documentKeys.ts';
import { INVOICE_DOCUMENTS } from './invoiceDocuments.ts';
import { JOB_WORK_DOCUMENTS } from './jobWorkDocuments.ts';
import { MAINTENANCE_DOCUMENTS } from './maintenanceDocuments.ts';
import { NOTE_DOCUMENTS } from './noteDocuments.ts';
import { OPENING_DOCUMENTS } from './openingDocuments.ts';
import { ORDER_DOCUMENTS } from './orderDocuments.ts';
import { withPartyPickers } from './partyPickers.ts';
import { PAYMENT_DOCUMENTS } from './paymentDocuments.ts';
import { PLANNING_DOCUMENTS } from './planningDocuments.ts';
import { PRODUCTION_DOCUMENTS } from './productionDocuments.ts';
import { QUOTATION_DOCUMENTS } from './quotationDocuments.ts';
import { RECONCILE_DOCUMENTS } from './reconcileDocuments.ts';
import { REQUEST_DOCUMENTS } from './requestDocuments.ts';
import { SCHEDULE_DOCUMENTS } from './scheduleDocuments.ts';
import { SHIP_DOCUMENTS } from './shipDocuments.ts';
import { STOCK_DOCUMENTS } from './stockDocuments.ts';
import { TRANSFER_DOCUMENTS } from './transferDocuments.ts';

/**
 * Issue 16's document catalogue, like `MODULES` for masters: each document type once, for the server
 * (tables, calls, rules), the screens (one list, one form) and the menu. Decision 0803. It only lists: the
 * declaration's shape is in documentDef.ts, the rules every document is read by in documentRules.ts, each
 * area's documents in its own file, which never imports this one (issue 44). Every picker of a partied
 * document offers the chosen party's only (issue 38, partyPickers.ts).
 */
export const DOCUMENTS: Readonly<Record<DocumentKey, DocumentDef>> = withPartyPickers({
  ...ORDER_DOCUMENTS,
  ...STOCK_DOCUMENTS,
  ...REQUEST_DOCUMENTS,
  ...TRANSFER_DOCUMENTS,
  ...ALLOCATION_DOCUMENTS,
  ...RECONCILE_DOCUMENTS,
  ...COUNT_DOCUMENTS,
  ...JOB_WORK_DOCUMENTS,
  ...PLANNING_DOCUMENTS,
  ...SHIP_DOCUMENTS,
  ...DAILY_PRODUCTION_DOCUMENTS,
  ...SCHEDULE_DOCUMENTS,
  ...PRODUCTION_DOCUMENTS,
  ...INVOICE_DOCUMENTS,
  ...BILL_DOCUMENTS,
  ...NOTE_DOCUMENTS,
  ...PAYMENT_DOCUMENTS,
  ...OPENING_DOCUMENTS,
  ...QUOTATION_DOCUMENTS,
  ...MAINTENANCE_DOCUMENTS,
});

export const documentByKey = (key: string): DocumentDef | undefined =>
  Object.values(DOCUMENTS).find((document) => document.key === key);

export const documentByApiPath = (apiPath: string): DocumentDef | undefined =>
  Object.values(DOCUMENTS).find((document) => document.apiPath === apiPath);

export const documentByModuleId = (moduleId: number): DocumentDef | undefined =>
  Object.values(DOCUMENTS).find((document) => document.moduleId === moduleId);

/** The document that packs goods into parcels (decision 1140): where a dispatch's way to parcels goes (2200). */
export const PARCEL_PACKING: DocumentDef | undefined = Object.values(DOCUMENTS).find(
  (document) => document.posting?.packs !== undefined,
);
