import { map, type Observable } from 'rxjs';
import { listOf } from '../client/calls.ts';
import { request, type ApiClient } from '../client/client.ts';
import type { EntityRecord } from '@erp/domain';

/** Saves a downloaded file (the browser: an object URL and a link click; tests: a spy). */
export type SaveFile = (blob: Blob, fileName: string) => void;

export type ReportFormat = 'excel' | 'pdf';

/** The filters a report screen posts (dates, party, item, …). */
export interface ReportFilter {
  [filter: string]: unknown;
}

/** Spec §7's file names; where the spec names none, the report's title (decision 0403). */
export const REPORT_FILE_NAMES = {
  lotClearance: 'lot clearance.xlsx',
  inwardAgainstPO: 'Inward Against PO',
  dispatchAgainstSO: 'Dispatch Against SO',
  salesOrder: 'Sales Order',
  inventoryStock: 'Inventory Stock',
} as const;

/** The file name of an export: the report's name and the format's extension. */
export function exportFileName(name: string, format: ReportFormat): string {
  return `${name}.${format === 'excel' ? 'xlsx' : 'pdf'}`;
}

export interface ReportCalls {
  /** POST chemical/report/lotClearance: the report's rows. */
  getLotClearance(filter: ReportFilter): Observable<EntityRecord[]>;
  /** POST chemical/report/lotClearance/exportToExcel, saved as 'lot clearance.xlsx'. Emits the file name. */
  exportLotClearance(filter: ReportFilter): Observable<string>;
  /** POST chemical/report/getInwardAgainstPO/export/excel or /pdf. */
  exportInwardAgainstPO(filter: ReportFilter, format: ReportFormat): Observable<string>;
  /** POST chemical/report/dispatchAgainstSO/export/excel or /pdf. */
  exportDispatchAgainstSO(filter: ReportFilter, format: ReportFormat): Observable<string>;
  /** POST chemical/salesOrder/export/excel or /pdf, saved as 'Sales Order'. */
  exportSalesOrders(filter: ReportFilter, format: ReportFormat): Observable<string>;
  /** POST chemical/itemStock/export/excel or /pdf, saved as 'Inventory Stock'. */
  exportInventoryStock(filter: ReportFilter, format: ReportFormat): Observable<string>;
}

export function createReportCalls(client: ApiClient, saveFile: SaveFile): ReportCalls {
  const download = (path: string, filter: ReportFilter, fileName: string): Observable<string> =>
    client.download(request.post(path, filter)).pipe(
      map((blob) => {
        saveFile(blob, fileName);
        return fileName;
      }),
    );
  const exportAs =
    (path: string, name: string) =>
    (filter: ReportFilter, format: ReportFormat): Observable<string> =>
      download(`${path}/${format}`, filter, exportFileName(name, format));
  return {
    getLotClearance: (filter) => listOf(client, request.post('chemical/report/lotClearance', filter)),
    exportLotClearance: (filter) =>
      download('chemical/report/lotClearance/exportToExcel', filter, REPORT_FILE_NAMES.lotClearance),
    exportInwardAgainstPO: exportAs(
      'chemical/report/getInwardAgainstPO/export',
      REPORT_FILE_NAMES.inwardAgainstPO,
    ),
    exportDispatchAgainstSO: exportAs(
      'chemical/report/dispatchAgainstSO/export',
      REPORT_FILE_NAMES.dispatchAgainstSO,
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
