import type { Observable } from 'rxjs';
import { pageOf } from '../client/calls.ts';
import { request, type ApiClient } from '../client/client.ts';
import type { Page } from '../client/envelope.ts';
import type { StockUom } from '../stock/stockRefs.ts';

/** Issue 18's job work (decision 1032): what is still out with each job worker, per challan line. */
export const JOB_WORK_OUTSTANDING_PATH = 'chemical/transfer-and-dispatch/getOutstandingList';

/** The list's question: a page, the search on job worker, item and challan, the sort. */
export interface JobWorkOutstandingQuery {
  page: number;
  size: number;
  q?: string;
  /** partyName (default), itemName, challanNumber, date, sent, returned, wasted, stillOut; `-` descending. */
  sort?: string;
}

/** One challan line: what was sent, returned processed, wasted, and is still out with the job worker. */
export interface JobWorkOutstandingRow {
  challanId: number;
  challanLineId: number;
  challanNumber: string;
  date: string | null;
  status: number;
  party: { id: number; name: string };
  item: { id: number; name: string };
  uom: StockUom | null;
  sent: number;
  returned: number;
  wasted: number;
  stillOut: number;
}

export interface JobWorkCalls {
  /** POST chemical/transfer-and-dispatch/getOutstandingList: a page of what is still out. */
  getOutstanding(query: JobWorkOutstandingQuery): Observable<Page<JobWorkOutstandingRow>>;
}

export function createJobWorkCalls(client: ApiClient): JobWorkCalls {
  return { getOutstanding: (query) => pageOf(client, request.post(JOB_WORK_OUTSTANDING_PATH, query)) };
}
