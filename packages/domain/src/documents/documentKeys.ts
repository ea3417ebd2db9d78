/*
 * Each area's document keys apart from its declarations (issue 44): the shape of a declaration (documentDef.ts)
 * names them and each area's file declares its documents by that shape, so neither imports the other. The
 * documents of `FooDocumentKey` are declared, and said what they are, in `fooDocuments.ts`.
 */

export type OrderDocumentKey = 'purchaseOrder' | 'salesOrder';
export type MaterialDocumentKey =
  'supportingMaterialInward' | 'supportingMaterialAllocation' | 'packingTypeInward';
export type StockDocumentKey =
  'stockIssue' | 'preInward' | 'inward' | 'foundryInward' | 'purchaseReturn' | MaterialDocumentKey;
export type RequestDocumentKey = 'materialRequest' | 'departmentTransfer';
export type TransferDocumentKey = 'stockTransfer' | 'transferValidation';
export type AllocationDocumentKey = 'materialAllocation';
export type ReconcileDocumentKey = 'materialReconciliation';
export type CountDocumentKey = 'stockCount';
export type JobWorkDocumentKey = 'jobWorkChallan' | 'jobWorkReceipt';
export type PlanningDocumentKey = 'planning' | 'labTest';
export type ShipDocumentKey = 'packaging' | 'dispatch';
export type DailyProductionDocumentKey = 'dailyProduction' | 'dailyProductionMachineWise';
export type ScheduleDocumentKey = 'machineSchedule';
export type StageDocumentKey =
  'newProductionBatch' | 'slittingProcess' | 'bagMakingProcess' | 'lotWiseProductionBatch';
export type ProductionDocumentKey = 'productionBatch' | 'weavingProcess' | StageDocumentKey;
export type InvoiceDocumentKey = 'salesInvoice';
export type BillDocumentKey = 'purchaseBill';
export type NoteDocumentKey = 'creditNote' | 'debitNote';
export type PaymentDocumentKey = 'receipt' | 'payment';
export type OpeningDocumentKey = 'openingReceivable' | 'openingPayable';
export type QuotationDocumentKey = 'quotation';
export type MaintenanceDocumentKey = 'machineMaintenance';

/** Every document type of the catalogue, by its key. */
export type DocumentKey =
  | OrderDocumentKey
  | StockDocumentKey
  | RequestDocumentKey
  | TransferDocumentKey
  | AllocationDocumentKey
  | ReconcileDocumentKey
  | CountDocumentKey
  | JobWorkDocumentKey
  | PlanningDocumentKey
  | ShipDocumentKey
  | DailyProductionDocumentKey
  | ScheduleDocumentKey
  | ProductionDocumentKey
  | InvoiceDocumentKey
  | BillDocumentKey
  | NoteDocumentKey
  | PaymentDocumentKey
  | OpeningDocumentKey
  | QuotationDocumentKey
  | MaintenanceDocumentKey;
