import { Observable } from 'rxjs';
import { request, type ApiClient } from '../client/client.ts';
import type { SaveFile } from '../client/calls.ts';
import { exportFileName, type ReportFormat } from '../reports/reports.ts';

export type ExportFormat = ReportFormat;

/** What a list export reports: the bytes received so far, then the saved file. */
export type ExportEvent =
  | {
      kind: 'progress';
      /** Bytes received. */
      loaded: number;
      /** The file's length when the server says it (a streamed export does not): a share can be shown. */
      total?: number;
    }
  | { kind: 'saved'; fileName: string; blob: Blob };

/**
 * The filter of the list as its own list call takes it: a document's `q`, `status`, `from`, `to`; a
 * master's `q`, `sort` and `filter.<field>` (decision 0840); a report's filters (a switch as true).
 */
export type ExportFilter = Readonly<Record<string, string | number | boolean>>;

export interface ExportCalls {
  /**
   * POST `{apiPath}/export/excel` or `/pdf` (issue 16: `chemical/salesOrder/export/excel`): exactly the
   * filtered list, saved as `{title}.xlsx` or `.pdf`. Emits the download's progress, then the saved file;
   * unsubscribing cancels the download.
   */
  exportList(
    apiPath: string,
    title: string,
    format: ExportFormat,
    filter: ExportFilter,
  ): Observable<ExportEvent>;
  /**
   * POST `path` (a declared report's file: `chemical/report/lotClearance/exportToExcel`) with the filter,
   * saved as `fileName`; the same progress, then the saved file.
   */
  exportFile(path: string, fileName: string, filter: ExportFilter): Observable<ExportEvent>;
}

export function createExportCalls(client: ApiClient, saveFile: SaveFile): ExportCalls {
  const exportFile = (path: string, fileName: string, filter: ExportFilter) =>
    new Observable<ExportEvent>((subscriber) => {
      const download = client
        .download(request.post(path, filter), (loaded, total) =>
          subscriber.next(
            total === undefined ? { kind: 'progress', loaded } : { kind: 'progress', loaded, total },
          ),
        )
        .subscribe({
          next: (blob) => {
            saveFile(blob, fileName);
            subscriber.next({ kind: 'saved', fileName, blob });
          },
          error: (error: unknown) => subscriber.error(error),
          complete: () => subscriber.complete(),
        });
      return () => download.unsubscribe();
    });
  return {
    exportList: (apiPath, title, format, filter) =>
      exportFile(`${apiPath}/export/${format}`, exportFileName(title, format), filter),
    exportFile,
  };
}
