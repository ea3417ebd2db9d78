import { map, type Observable } from 'rxjs';
import { dataOf, listOf, savedFileOf, type SaveFile } from '../client/calls.ts';
import { request, type ApiClient } from '../client/client.ts';
import { unwrapPage, type Page } from '../client/envelope.ts';
import type { EntityRecord, Envelope, JobView, ReportArea, ReportDef, ReportTotalValues } from '@erp/domain';

export type { SaveFile } from '../client/calls.ts';

export type ReportFormat = 'excel' | 'pdf';

/** The filters a report screen posts (dates, party, item, …). */
export interface ReportFilter {
  [filter: string]: unknown;
}

/**
 * Spec §7's file names; where the spec names none, the report's title (decision 0403). The reports of the
 * report area declare theirs (`REPORTS` of @erp/domain: lot clearance, dispatch against SO).
 */
export const REPORT_FILE_NAMES = {
  inwardAgainstPO: 'Inward Against PO',
  salesOrder: 'Sales Order',
  inventoryStock: 'Inventory Stock',
} as const;

/** The file name of an export: the report's name and the format's extension. */
export function exportFileName(name: string, format: ReportFormat): string {
  return `${name}.${format === 'excel' ? 'xlsx' : 'pdf'}`;
}

/** A page of a declared report: its rows, how many the filter keeps, the totals it declares (or null). */
export interface ReportPage extends Page<EntityRecord> {
  totals: ReportTotalValues | null;
  /** The rows count only the user's own documents: their role lacks "All records" (decision 1863). */
  ownDocumentsOnly: boolean;
}

export interface ReportCalls {
  /** GET chemical/report/getReportModules: the areas and reports the user may run (decision 1210). */
  getReportModules(): Observable<ReportArea[]>;
  /** POST the report's rows call (`chemical/report/lotClearance`) with its filters, page, size and sort. */
  getReport(report: Pick<ReportDef, 'path'>, body: ReportFilter): Observable<ReportPage>;
  /**
   * POST the report's `{path}/prepare` with its filters and a format: its file made in the background
   * (decision 2040), answered at once as a queued job.
   */
  prepareReport(
    report: Pick<ReportDef, 'path'>,
    body: ReportFilter,
    format: ReportFormat,
  ): Observable<JobView>;
  /** POST chemical/report/getInwardAgainstPO/export/excel or /pdf. */
  exportInwardAgainstPO(filter: ReportFilter, format: ReportFormat): Observable<string>;
  /** POST chemical/salesOrder/export/excel or /pdf, saved as 'Sales Order'. */
  exportSalesOrders(filter: ReportFilter, format: ReportFormat): Observable<string>;
  /** POST chemical/itemStock/export/excel or /pdf, saved as 'Inventory Stock'. */
  exportInventoryStock(filter: ReportFilter, format: ReportFormat): Observable<string>;
}

export function createReportCalls(client: ApiClient, saveFile: SaveFile): ReportCalls {
  const download = (path: string, filter: ReportFilter, fileName: string): Observable<string> =>
    savedFileOf(client, saveFile, request.post(path, filter), fileName);
  const exportAs =
    (path: string, name: string) =>
    (filter: ReportFilter, format: ReportFormat): Observable<string> =>
      download(`${path}/${format}`, filter, exportFileName(name, format));
  return {
    getReportModules: () => listOf(client, request.get('chemical/report/getReportModules')),
    getReport: (report, body) =>
      client.request<unknown>(request.post(report.path, body)).pipe(
        map((reply) => {
          // The rows in dataList, the totals in data (decision 1210).
          const envelope = reply as Envelope<EntityRecord> & { data?: ReportTotalValues };
          return {
            ...unwrapPage(envelope),
            totals: envelope.data ?? null,
            ownDocumentsOnly: envelope.ownDocumentsOnly === true,
          };
        }),
      ),
    prepareReport: (report, body, format) =>
      dataOf(client, request.post(`${report.path}/prepare`, { ...body, format })),
    exportInwardAgainstPO: exportAs(
      'chemical/report/getInwardAgainstPO/export',
      REPORT_FILE_NAMES.inwardAgainstPO,
    ),
    exportSalesOrders: exportAs('chemical/salesOrder/export', REPORT_FILE_NAMES.salesOrder),
    exportInventoryStock: exportAs('chemical/itemStock/export', REPORT_FILE_NAMES.inventoryStock),
  };
}

/** The browser's SaveFile: an object URL clicked as a download link, then released. */
export function saveFileInBrowser(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
