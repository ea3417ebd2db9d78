import type { Observable } from 'rxjs';
import { dataOf } from '../client/calls.ts';
import { request, type ApiClient } from '../client/client.ts';
import type { LabReading, StoredLabReading } from '@erp/domain';

/** Issue 17 "Quality hold": the inward's lab result calls (decisions 0950–0952). */
export const LAB_RESULT_PATH = 'chemical/inward/labResult';

/** The body of a lab result: the inward, its held line, a reading per quality parameter, remarks. */
export interface LabResultInput {
  id: number;
  lineId: number;
  readings: LabReading[];
  remarks?: string | null;
}

/** A reading as the server keeps it: judged against the limits the parameter had then. */
export type { StoredLabReading } from '@erp/domain';

/** One lab result of a document line. */
export interface LabResult {
  id: number;
  documentType: string;
  documentId: number;
  lineId: number;
  passed: boolean;
  readings: StoredLabReading[];
  remarks: string | null;
  testedBy: number | null;
  /** ISO 8601. */
  testedAt: string;
}

/** What a recorded result did: the result, and the quantity a pass released (0 for a fail). */
export interface LabResultRecorded {
  result: LabResult;
  released: number;
}

/** pending: held, not tested; failed: held, the last test failed; released: a test passed; notHeld. */
export type LabLineState = 'pending' | 'failed' | 'released' | 'notHeld';

/** An inward line as the lab sees it. */
export interface LabLine {
  lineId: number;
  lineNo: number;
  itemId: number;
  /** What the line still holds for the lab, in the item's primary unit. */
  heldQuantity: number;
  state: LabLineState;
  /** Oldest first: the last decides. */
  results: LabResult[];
}

export interface InwardLabResults {
  inwardId: number;
  lines: LabLine[];
}

export interface LabResultCalls {
  /**
   * POST chemical/inward/labResult: a pass releases the line's held stock, a fail keeps it held. Refusals:
   * 409 a line not held or already released, or an inward not completed; 400 a reading missing or of a
   * parameter the item does not have (`ApiError.issues`, field `readings`).
   */
  record(input: LabResultInput): Observable<LabResultRecorded>;
  /** GET chemical/inward/labResult/{inwardId}: each line's results and what it still holds. */
  ofInward(inwardId: number): Observable<InwardLabResults>;
}

export function createLabResultCalls(client: ApiClient): LabResultCalls {
  return {
    record: (input) => dataOf(client, request.post(LAB_RESULT_PATH, input)),
    ofInward: (inwardId) => dataOf(client, request.get(`${LAB_RESULT_PATH}/${inwardId}`)),
  };
}
