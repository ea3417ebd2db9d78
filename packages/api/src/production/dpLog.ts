import type { DpLogRow, DpLogTotals, Envelope } from '@erp/domain';
import { map, type Observable } from 'rxjs';
import { request, type ApiClient } from '../client/client.ts';
import { unwrapPage, type Page } from '../client/envelope.ts';

/** Issue 19's loom-wise DP log (decision 1123), under the daily production's API path. */
export const DP_LOG_PATH = 'chemical/dailyProduction/getLoomWiseLog';

/** The log's question: a date range (both ends), a machine or all, a page and the sort. */
export interface DpLogQuery {
  fromDate: string;
  toDate: string;
  machineId?: number;
  page: number;
  size: number;
  /** date (default), shift, machineName, metres, kg, pieces, runningHours, stoppedHours, availability, performance, efficiency; `-` descending. */
  sort?: string;
}

export interface DpLogPage extends Page<DpLogRow> {
  totals: DpLogTotals | null;
}

export interface DpLogCalls {
  /** POST chemical/dailyProduction/getLoomWiseLog: a page of the log and the totals of all of it. */
  getLog(query: DpLogQuery): Observable<DpLogPage>;
}

export function createDpLogCalls(client: ApiClient): DpLogCalls {
  return {
    getLog: (query) =>
      client.request<unknown>(request.post(DP_LOG_PATH, query)).pipe(
        map((reply) => {
          // The rows in dataList, the totals in data (decision 1123).
          const envelope = reply as Envelope<DpLogRow> & { data?: DpLogTotals };
          return { ...unwrapPage(envelope), totals: envelope.data ?? null };
        }),
      ),
  };
}
