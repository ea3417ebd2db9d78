import { firstValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { lastCall, recordingClient } from '../../test/support/fakeClient.ts';
import { createPortalCalls } from './portals.ts';

const answering = (data: unknown) =>
  recordingClient(() => ({ responseCode: 200, responseMessage: 'OK', data, dataList: [] }));
type Calls = ReturnType<typeof createPortalCalls>;
const IRN = { irn: 'a'.repeat(64), ackNumber: '1', ackDate: '2026-11-24 11:32:00', signedQrCode: 'qr' };
const LOADS = [{ vehicleNumber: 'GJ01AB1234', quantity: 6 }];

describe('portal calls (issue 20, decisions 1420–1422)', () => {
  it.each([
    [
      'saveIrn',
      (c: Calls) => c.saveIrn('salesInvoice', 4, IRN),
      'POST',
      'chemical/salesInvoice/saveIrn/4',
      IRN,
    ],
    [
      'importIrn',
      (c: Calls) => c.importIrn('salesInvoice', 4, { Irn: 'x' }),
      'POST',
      'chemical/salesInvoice/importIrn/4',
      { Irn: 'x' },
    ],
    [
      'saveEwayBill',
      (c: Calls) =>
        c.saveEwayBill('salesInvoice', 4, { ewayBillNumber: '331001234567', validUntil: '2026-11-26' }),
      'POST',
      'chemical/salesInvoice/saveEwayBill/4',
      { ewayBillNumber: '331001234567', validUntil: '2026-11-26' },
    ],
    [
      'vehicles',
      (c: Calls) => c.vehicles('salesInvoice', 4),
      'GET',
      'chemical/salesInvoice/vehicles/4',
      undefined,
    ],
    [
      'saveVehicles',
      (c: Calls) => c.saveVehicles('salesInvoice', 4, LOADS),
      'POST',
      'chemical/salesInvoice/vehicles/4',
      LOADS,
    ],
  ])('%s calls %s %s', async (_, call, method, url, body) => {
    const client = answering({});
    await firstValueFrom<unknown>(call(createPortalCalls(client, () => undefined)));
    expect(lastCall(client)).toMatchObject({ method, url, ...(body === undefined ? {} : { body }) });
  });

  it.each([
    [
      'eInvoiceFile',
      (c: Calls) => c.eInvoiceFile('salesInvoice', 4, 'INV/26-27/00001'),
      'INV-26-27-00001.json',
      { method: 'GET', url: 'chemical/salesInvoice/eInvoice/4' },
    ],
    [
      'ewayBillFile',
      (c: Calls) => c.ewayBillFile('salesInvoice', [4, 5], '2 invoices'),
      'EWB-2-invoices.json',
      { method: 'POST', url: 'chemical/salesInvoice/ewayBill', body: { ids: [4, 5] } },
    ],
    [
      'multiVehicleFile',
      (c: Calls) => c.multiVehicleFile('salesInvoice', 4, 'INV/26-27/00001'),
      'EWB-MV-INV-26-27-00001.json',
      { method: 'GET', url: 'chemical/salesInvoice/multiVehicle/4' },
    ],
  ])('%s downloads the file and saves it as %s', async (_, call, fileName, request) => {
    const client = answering({});
    const saveFile = vi.fn();
    expect(await firstValueFrom(call(createPortalCalls(client, saveFile)))).toBe(fileName);
    expect(lastCall(client)).toMatchObject({ ...request, kind: 'download' });
    expect(saveFile).toHaveBeenCalledWith(expect.anything(), fileName);
  });
});
