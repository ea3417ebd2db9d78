import type { MaterialNeeds, PendingOrderLine, PlanningBom, QuantityUnit } from '@erp/domain';
import type { Observable } from 'rxjs';
import { dataOf, listOf } from '../client/calls.ts';
import { request, type ApiClient } from '../client/client.ts';
import type { LabResult } from '../stock/labResult.ts';

/** Issue 19's planning (decision 1160) and lab test (decision 1162) calls beside the engine's. */
export const PLANNING_PATH = 'chemical/planning';
export const BOM_PATH = 'chemical/bom';
export const LAB_TEST_PATH = 'chemical/labTest';

/** What raising a request from a plan takes: the plan, the asking department, optionally the date. */
export interface RaiseRequestInput {
  id: number;
  departmentId: number;
  requiredBy?: string | null;
}

/** A stored file as the server answers it. */
export interface StoredFileInfo {
  id: number;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  url: string;
}

/** A lab test's verdict (null for a draft), what of its lot is held now, and its report files. */
export interface LabTestResult {
  labTestId: number;
  result: LabResult | null;
  heldQuantity: number;
  /** The unit the held quantity is in (the item's). */
  uom: QuantityUnit | null;
  reports: StoredFileInfo[];
}

/** The batch a plan line makes (decision 1352), not saved: its document, its form's route and its draft. */
export interface PlanBatch {
  document: string;
  route: string;
  draft: Record<string, unknown>;
}

export interface PlanningCalls {
  /** GET chemical/bom/getAllBOMS: the active bills of material by name. */
  allBoms(): Observable<PlanningBom[]>;
  /** GET chemical/bom/getBOMByItemType/{itemId}: the active bills of material making the item. */
  bomsOfItem(itemId: number): Observable<PlanningBom[]>;
  /** GET chemical/bom/getBOMListBySalesOrder/{id}: the order's lines left to make and their needs. */
  needsOfOrder(
    salesOrderId: number,
  ): Observable<MaterialNeeds & { salesOrderId: number; lines: PendingOrderLine[] }>;
  /** GET chemical/planning/getMaterialNeeds/{id}: a plan's needs against stock. */
  needsOfPlan(planId: number): Observable<MaterialNeeds & { planId: number }>;
  /**
   * POST chemical/planning/raiseMaterialRequest: the plan's shortfall as one draft material request (its
   * record). Refusals: 409 a plan not open or nothing short.
   */
  raiseMaterialRequest(input: RaiseRequestInput): Observable<Record<string, unknown>>;
  /**
   * GET {apiPath}/getBatchFromPlan/{id}?lineId=: the new batch a line of an open plan makes, saved by no one
   * yet. Refusals: 409 a plan not Open; 400 a line not on it or with nothing left to produce.
   */
  getBatchFromPlan(apiPath: string, id: number, lineId: number): Observable<PlanBatch>;
  /** GET chemical/labTest/result/{id}. */
  labTestResult(labTestId: number): Observable<LabTestResult>;
  /** POST chemical/labTest/report/{id}: the laboratory's report file (multipart part `file`), as stored. */
  uploadLabReport(labTestId: number, file: File): Observable<StoredFileInfo[]>;
}

export function createPlanningCalls(client: ApiClient): PlanningCalls {
  return {
    allBoms: () => listOf(client, request.get(`${BOM_PATH}/getAllBOMS`)),
    bomsOfItem: (itemId) => listOf(client, request.get(`${BOM_PATH}/getBOMByItemType/${itemId}`)),
    needsOfOrder: (salesOrderId) =>
      dataOf(client, request.get(`${BOM_PATH}/getBOMListBySalesOrder/${salesOrderId}`)),
    needsOfPlan: (planId) => dataOf(client, request.get(`${PLANNING_PATH}/getMaterialNeeds/${planId}`)),
    raiseMaterialRequest: (input) =>
      dataOf(client, request.post(`${PLANNING_PATH}/raiseMaterialRequest`, input)),
    getBatchFromPlan: (apiPath, id, lineId) =>
      dataOf(client, request.get(`${apiPath}/getBatchFromPlan/${id}`, { lineId })),
    labTestResult: (labTestId) => dataOf(client, request.get(`${LAB_TEST_PATH}/result/${labTestId}`)),
    uploadLabReport: (labTestId, file) => {
      const form = new FormData();
      form.append('file', file);
      return listOf(client, request.post(`${LAB_TEST_PATH}/report/${labTestId}`, form));
    },
  };
}
