import { firstValueFrom, type Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { lastCall, recordingClient } from '../../test/support/fakeClient.ts';
import { REPORT_FILE_NAMES, createReportCalls, exportFileName, type ReportCalls } from './reports.ts';

describe('report downloads', () => {
  const filter = { fromDate: '2025-04-01', toDate: '2025-04-30' };
  const cases: [string, (c: ReportCalls) => Observable<string>, string, string][] = [
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

  it('spec §7: "POST chemical/report/lotClearance returns the report": its rows, count and totals', async () => {
    const client = recordingClient(() => ({
      responseCode: 200,
      responseMessage: 'OK',
      dataList: [{ lotNumber: 'L1' }],
      totalCount: 7,
      data: { left: 3 },
      ownDocumentsOnly: true,
    }));
    const calls = createReportCalls(client, vi.fn());
    expect(await firstValueFrom(calls.getReport({ path: 'chemical/report/lotClearance' }, filter))).toEqual({
      rows: [{ lotNumber: 'L1' }],
      totalCount: 7,
      totals: { left: 3 },
      ownDocumentsOnly: true,
    });
    expect(lastCall(client)).toEqual({
      kind: 'request',
      method: 'POST',
      url: 'chemical/report/lotClearance',
      body: filter,
    });
  });

  it('a report without totals answers null for them, and counts every document unless it says not', async () => {
    const client = recordingClient(() => ({ responseCode: 200, responseMessage: 'OK', dataList: [] }));
    const calls = createReportCalls(client, vi.fn());
    expect(await firstValueFrom(calls.getReport({ path: 'chemical/report/x' }, {}))).toEqual({
      rows: [],
      totalCount: 0,
      totals: null,
      ownDocumentsOnly: false,
    });
  });

  it('GET chemical/report/getReportModules: the areas the user may run', async () => {
    const areas = [{ area: 'Stock', reports: [{ id: 'lotClearance', title: 'Lot Clearance' }] }];
    const client = recordingClient(() => ({ responseCode: 200, responseMessage: 'OK', dataList: areas }));
    expect(await firstValueFrom(createReportCalls(client, vi.fn()).getReportModules())).toEqual(areas);
    expect(lastCall(client)).toMatchObject({ method: 'GET', url: 'chemical/report/getReportModules' });
  });

  it('file names: the spec names, the format giving the extension', () => {
    expect(exportFileName(REPORT_FILE_NAMES.salesOrder, 'excel')).toBe('Sales Order.xlsx');
    expect(exportFileName(REPORT_FILE_NAMES.inventoryStock, 'pdf')).toBe('Inventory Stock.pdf');
  });
});
