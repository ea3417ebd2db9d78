import { firstValueFrom, type Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { lastCall, recordingClient } from '../../test/support/fakeClient.ts';
import { REPORT_FILE_NAMES, createReportCalls, exportFileName, type ReportCalls } from './reports.ts';

describe('report downloads', () => {
  const filter = { fromDate: '2025-04-01', toDate: '2025-04-30' };
  const cases: [string, (c: ReportCalls) => Observable<string>, string, string][] = [
    [
      'lot clearance',
      (c) => c.exportLotClearance(filter),
      'chemical/report/lotClearance/exportToExcel',
      'lot clearance.xlsx',
    ],
    [
      'inward against PO, excel',
      (c) => c.exportInwardAgainstPO(filter, 'excel'),
      'chemical/report/getInwardAgainstPO/export/excel',
      'Inward Against PO.xlsx',
    ],
    [
      'inward against PO, pdf',
      (c) => c.exportInwardAgainstPO(filter, 'pdf'),
      'chemical/report/getInwardAgainstPO/export/pdf',
      'Inward Against PO.pdf',
    ],
    [
      'dispatch against SO, excel',
      (c) => c.exportDispatchAgainstSO(filter, 'excel'),
      'chemical/report/dispatchAgainstSO/export/excel',
      'Dispatch Against SO.xlsx',
    ],
    [
      'dispatch against SO, pdf',
      (c) => c.exportDispatchAgainstSO(filter, 'pdf'),
      'chemical/report/dispatchAgainstSO/export/pdf',
      'Dispatch Against SO.pdf',
    ],
    [
      'sales orders, excel',
      (c) => c.exportSalesOrders(filter, 'excel'),
      'chemical/salesOrder/export/excel',
      'Sales Order.xlsx',
    ],
    [
      'sales orders, pdf',
      (c) => c.exportSalesOrders(filter, 'pdf'),
      'chemical/salesOrder/export/pdf',
      'Sales Order.pdf',
    ],
    [
      'inventory stock, pdf',
      (c) => c.exportInventoryStock(filter, 'pdf'),
      'chemical/itemStock/export/pdf',
      'Inventory Stock.pdf',
    ],
    [
      'inventory stock, excel',
      (c) => c.exportInventoryStock(filter, 'excel'),
      'chemical/itemStock/export/excel',
      'Inventory Stock.xlsx',
    ],
  ];

  it.each(cases)(
    'spec §7: %s: POST %s with the filters, the blob saved as %s',
    async (_name, invoke, url, fileName) => {
      const client = recordingClient();
      const saveFile = vi.fn();
      expect(await firstValueFrom(invoke(createReportCalls(client, saveFile)))).toBe(fileName);
      expect(lastCall(client)).toEqual({ kind: 'download', method: 'POST', url, body: filter });
      expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), fileName);
    },
  );

  it('spec §7: "POST chemical/report/lotClearance returns the report"', async () => {
    const client = recordingClient(() => ({
      responseCode: 200,
      responseMessage: 'OK',
      dataList: [{ lotNo: 'L1' }],
    }));
    expect(await firstValueFrom(createReportCalls(client, vi.fn()).getLotClearance(filter))).toEqual([
      { lotNo: 'L1' },
    ]);
    expect(lastCall(client)).toMatchObject({
      kind: 'request',
      method: 'POST',
      url: 'chemical/report/lotClearance',
    });
  });

  it('file names: the spec names, the format giving the extension', () => {
    expect(REPORT_FILE_NAMES.lotClearance).toBe('lot clearance.xlsx');
    expect(exportFileName(REPORT_FILE_NAMES.salesOrder, 'excel')).toBe('Sales Order.xlsx');
    expect(exportFileName(REPORT_FILE_NAMES.inventoryStock, 'pdf')).toBe('Inventory Stock.pdf');
  });
});
