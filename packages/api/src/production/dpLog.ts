import type { DpLogRow, DpLogTotals, Envelope, LastRun } from '@erp/domain';
import { map, type Observable } from 'rxjs';
import { request, type ApiClient } from '../client/client.ts';
import { unwrapOptional, unwrapPage, type Page } from '../client/envelope.ts';

/** Issue 19's loom-wise DP log (decision 1123), under the daily production's API path. */
export const DP_LOG_PATH = 'chemical/dailyProduction/getLoomWiseLog';
/** A machine's last run, which a new daily line starts from (decision 1320). */
export const LAST_RUN_PATH = 'chemical/dailyProduction/getLastRun';

/** The log's question: a date range (both ends), a machine or all, an operator or all, a page and the sort. */
export interface DpLogQuery {
  fromDate: string;
  toDate: string;
  machineId?: number;
  operatorId?: number;
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
  /** POST chemical/dailyProduction/getLastRun: the machine's last run (in that shift first), or null. */
  getLastRun(query: { machineId: number; shift?: string }): Observable<LastRun | null>;
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
    getLastRun: (query) =>
      client.request<LastRun>(request.post(LAST_RUN_PATH, query)).pipe(map(unwrapOptional<LastRun>)),
  };
}
