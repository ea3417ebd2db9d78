import { DOCUMENTS } from '@erp/domain';
import type { Observable } from 'rxjs';
import { dataOf, savedFileOf, type SaveFile } from '../client/calls.ts';
import { request, type ApiClient, type DownloadProgress } from '../client/client.ts';
import type { DocumentRecord } from './documents.ts';

const PATH = DOCUMENTS.stockCount.apiPath;

/** The count sheet's Excel file name: `Count Sheet SR-2026-27-00001.xlsx` (a draft's by its id). */
export const countSheetFileName = (number: string | null, id: number): string =>
  `Count Sheet ${(number ?? `Draft ${id}`).replace(/[\\/]/g, '-')}.xlsx`;

/** Issue 18's count sheet in Excel (decision 1010): downloaded to fill in, and its counts uploaded back. */
export interface CountCalls {
  /** GET …/reconcile/countSheet/{id}: the sheet as Excel, saved; the file name saved. */
  countSheet(id: number, number: string | null, onProgress?: DownloadProgress): Observable<string>;
  /** POST …/reconcile/uploadCounts/{id} (multipart, part 'file'): the draft with the counts saved. */
  uploadCounts(id: number, file: File): Observable<DocumentRecord>;
}

export function createCountCalls(client: ApiClient, saveFile: SaveFile): CountCalls {
  return {
    countSheet: (id, number, onProgress) =>
      savedFileOf(
        client,
        saveFile,
        request.get(`${PATH}/countSheet/${id}`),
        countSheetFileName(number, id),
        onProgress,
      ),
    uploadCounts: (id, file) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return dataOf<DocumentRecord>(client, request.post(`${PATH}/uploadCounts/${id}`, form));
    },
  };
}
