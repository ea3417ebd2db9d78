import type { Observable } from 'rxjs';
import type { JobView } from '@erp/domain';
import { dataOf, pageOf, savedFileOf, type SaveFile } from '../client/calls.ts';
import { request, type ApiClient, type DownloadProgress } from '../client/client.ts';
import type { Page } from '../client/envelope.ts';

/** Decision 2040's calls of a background job: the caller's own alone. */
export interface JobCalls {
  /** GET chemical/job/{id}: how the job stands. */
  getJob(id: number): Observable<JobView>;
  /** GET chemical/job/list?subject=: the caller's jobs of one subject (a report's id), newest first. */
  listJobs(subject: string, size: number): Observable<Page<JobView>>;
  /** GET chemical/job/{id}/file: a done job's file, saved under its own name. */
  saveJobFile(id: number, fileName: string, onProgress?: DownloadProgress): Observable<string>;
  /** POST chemical/job/{id}/cancel: the owner stops a queued or running job (decision 2262). */
  cancelJob(id: number): Observable<JobView>;
}

export function createJobCalls(client: ApiClient, saveFile: SaveFile): JobCalls {
  return {
    getJob: (id) => dataOf(client, request.get(`chemical/job/${id}`)),
    listJobs: (subject, size) => pageOf(client, request.get('chemical/job/list', { subject, size })),
    saveJobFile: (id, fileName, onProgress) =>
      savedFileOf(client, saveFile, request.get(`chemical/job/${id}/file`), fileName, onProgress),
    cancelJob: (id) => dataOf(client, request.post(`chemical/job/${id}/cancel`)),
  };
}
