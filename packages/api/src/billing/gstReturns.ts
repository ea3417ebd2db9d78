import type { Gstr1Summary } from '@erp/domain';
import { map, type Observable } from 'rxjs';
import { savedFileOf, type SaveFile } from '../client/calls.ts';
import { request, type ApiClient, type DownloadProgress } from '../client/client.ts';
import { unwrapFigures, type OwnFigures } from '../client/envelope.ts';

/** GSTR-1 of a month as the GST Returns screen shows it (decision 1430). */
export interface Gstr1Return extends Gstr1Summary {
  gstin: string;
  /** 'MMYYYY'. */
  period: string;
  month: string;
}

/** Which return: a month 'yyyy-MM' and a branch (its GSTIN) or the organisation's. */
export interface Gstr1Query {
  month: string;
  branchId: number | null;
}

export type Gstr1Format = 'json' | 'excel';

export interface GstReturnCalls {
  /** GET chemical/gstr1/{yyyy-MM}?branchId=: the month's tables and their totals. */
  getGstr1(query: Gstr1Query): Observable<OwnFigures<Gstr1Return>>;
  /** GET chemical/gstr1/{yyyy-MM}/json or /excel, saved under the file's name; gives the name. */
  downloadGstr1(query: Gstr1Query, format: Gstr1Format, onProgress?: DownloadProgress): Observable<string>;
  /** GET chemical/tally/vouchers?from=&to=&branchId=: the range's vouchers as Tally XML. */
  downloadTally(
    range: { from: string; to: string; branchId: number | null },
    onProgress?: DownloadProgress,
  ): Observable<string>;
}

const branchOf = (branchId: number | null): Record<string, string> =>
  branchId === null ? {} : { branchId: String(branchId) };

export function createGstReturnCalls(client: ApiClient, saveFile: SaveFile): GstReturnCalls {
  const download = (
    url: string,
    params: Record<string, string>,
    fileName: string,
    onProgress?: DownloadProgress,
  ) => savedFileOf(client, saveFile, request.get(url, params), fileName, onProgress);
  return {
    getGstr1: ({ month, branchId }) =>
      client
        .request<Gstr1Return>(request.get(`chemical/gstr1/${month}`, branchOf(branchId)))
        .pipe(map(unwrapFigures<Gstr1Return>)),
    downloadGstr1: ({ month, branchId }, format, onProgress) =>
      download(
        `chemical/gstr1/${month}/${format}`,
        branchOf(branchId),
        `GSTR1 ${month}.${format === 'json' ? 'json' : 'xlsx'}`,
        onProgress,
      ),
    downloadTally: ({ from, to, branchId }, onProgress) =>
      download(
        'chemical/tally/vouchers',
        { from, to, ...branchOf(branchId) },
        `Tally vouchers ${from} to ${to}.xml`,
        onProgress,
      ),
  };
}
