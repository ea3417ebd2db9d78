import type { Observable } from 'rxjs';
import type { ImportReport, JobView } from '@erp/domain';
import { dataOf, savedFileOf, type SaveFile } from '../client/calls.ts';
import { request, type ApiClient, type DownloadProgress } from '../client/client.ts';

/** An import job as `import/status/{id}` answers it: the job, and once done its report. */
export type ImportJob = JobView & { report: ImportReport | null };

/**
 * What a sheet is sent for: a check only, or the import (updating records whose code exists when asked);
 * `categoryId`: the category a Tally export's stock items are made in (decision 2151).
 */
export interface ImportAsk {
  check: boolean;
  update: boolean;
  categoryId?: string | null;
}

/** Decision 2100's calls of any master's sheet, one shape under each master's API path. */
export interface MasterImportCalls {
  /** GET {apiPath}/import/template: the master's template, saved under `fileName`. */
  saveImportTemplate(apiPath: string, fileName: string, onProgress?: DownloadProgress): Observable<string>;
  /** POST {apiPath}/import/check or {apiPath}/import (multipart): the queued job. */
  sendImport(apiPath: string, file: File, ask: ImportAsk): Observable<JobView>;
  /** GET import/status/{id}: how the job stands, with its report once done. */
  importStatus(id: number): Observable<ImportJob>;
}

export function createMasterImportCalls(client: ApiClient, saveFile: SaveFile): MasterImportCalls {
  return {
    saveImportTemplate: (apiPath, fileName, onProgress) =>
      savedFileOf(client, saveFile, request.get(`${apiPath}/import/template`), fileName, onProgress),
    sendImport: (apiPath, file, { check, update, categoryId }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      if (update) form.append('update', 'true');
      const query = categoryId ? `?categoryId=${encodeURIComponent(categoryId)}` : '';
      return dataOf(client, request.post(`${apiPath}/import${check ? '/check' : ''}${query}`, form));
    },
    importStatus: (id) => dataOf(client, request.get(`import/status/${id}`)),
  };
}
