import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { lastCall, recordingClient } from '../../test/support/fakeClient.ts';
import type { ParcelRow } from '@erp/domain';
import { createShippingCalls } from './shipping.ts';
import { PARCEL } from '../../test/support/parcels.ts';

const row: ParcelRow = { ...PARCEL, salesOrderLineId: 9 };

function setup() {
  const client = recordingClient(() => ({
    responseCode: 200,
    responseMessage: 'OK',
    data: { parcelNumber: row.parcelNumber },
    dataList: [row],
    totalCount: 1,
  }));
  return { client, calls: createShippingCalls(client) };
}

describe('packaging and dispatch calls (issue 19)', () => {
  it('takes a new parcel number', async () => {
    const { client, calls } = setup();
    expect(await firstValueFrom(calls.parcelNumber())).toBe('PCL/2026-27/00001');
    expect(lastCall(client)).toMatchObject({
      method: 'GET',
      url: 'chemical/packingProcess/getUniqueParcelNumber',
    });
  });

  it('reads a scanned parcel, for an order or not', async () => {
    const { client, calls } = setup();
    expect(await firstValueFrom(calls.parcel('pcl/2026-27/00001', 4))).toEqual([row]);
    expect(lastCall(client)).toMatchObject({
      url: 'chemical/dispatch/getParcel',
      params: { code: 'pcl/2026-27/00001', salesOrderId: 4 },
    });
    await firstValueFrom(calls.parcel('PCL/2026-27/00001'));
    expect(lastCall(client).params).toEqual({ code: 'PCL/2026-27/00001' });
  });

  it('pages the parcels packed, for an order or all', async () => {
    const { client, calls } = setup();
    expect(await firstValueFrom(calls.packedParcels({ salesOrderId: 4, page: 1, size: 50 }))).toMatchObject({
      rows: [row],
      totalCount: 1,
    });
    expect(lastCall(client).params).toEqual({ salesOrderId: 4, page: 1, size: 50 });
    await firstValueFrom(calls.packedParcels({ page: 2, size: 10 }));
    expect(lastCall(client)).toMatchObject({
      url: 'chemical/dispatch/getPackedParcels',
      params: { page: 2, size: 10 },
    });
    await firstValueFrom(
      calls.packedParcels({ salesOrderId: 4, search: 'L1', sort: '-quantity', page: 1, size: 10 }),
    );
    expect(lastCall(client).params).toEqual({
      salesOrderId: 4,
      search: 'L1',
      sort: '-quantity',
      page: 1,
      size: 10,
    });
    await firstValueFrom(calls.packedParcels({ search: '', page: 1, size: 10 }));
    expect(lastCall(client).params).toEqual({ page: 1, size: 10 });
  });
});
