import { act } from 'react';
import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { documentDraftChanged, documentLineChanged, documentParcelScanned } from '@erp/api';
import type { ParcelRow } from '@erp/domain';
import { renderApp, settle, storedSession, typeInto } from '../../testing/render.tsx';

// Issue 19: a dispatch's parcels are scanned or typed on its form (decision 1142).

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'chemical/dispatch', view: 1, mode: 1 },
  { moduleAPI: 'chemical/packingProcess', view: 1, mode: 1 },
]);

const PARCEL: ParcelRow = {
  parcelNumber: 'PCL/2026-27/00002',
  packagingNumber: 'PK/2026-27/00001',
  packagingSalesOrderId: 4,
  itemId: 3,
  item: { id: 3, code: 'FG-SK-50', name: 'PP Woven Sack 50 kg' },
  uom: { id: 2, name: 'PCS', decimals: 0 },
  lotNumber: 'L-114',
  stockAreaId: 5,
  stockAreaName: 'Finished Goods Store',
  quantity: 500,
  held: false,
  grossWeight: 42,
  netWeight: 41,
};
const buttonNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
  );

describe('the parcel picker of a dispatch (decision 1240)', () => {
  it("pages the order's packed parcels, adds a chosen one as its scan does, and refuses one on the challan", async () => {
    const app = await renderApp('/module/dispatch/addUpdate', session);
    const choose = buttonNamed(app.host, 'Choose Parcels');
    expect(choose?.disabled).toBe(true);
    const packed = vi
      .spyOn(app.services.api.shipping, 'packedParcels')
      .mockReturnValue(
        of({ rows: [PARCEL, { ...PARCEL, parcelNumber: 'PCL/2026-27/00003' }], totalCount: 2 }),
      );
    const { store } = app.services;
    const read = vi.spyOn(app.services.api.shipping, 'parcel').mockReturnValue(of([PARCEL]));
    await act(async () => {
      store.dispatch(documentDraftChanged({ document: 'dispatch', field: 'salesOrderId', value: 4 }));
      store.dispatch(
        documentLineChanged({
          document: 'dispatch',
          index: 0,
          field: 'parcelNumber',
          value: 'PCL/2026-27/00003',
        }),
      );
    });
    await settle();
    await act(async () => buttonNamed(app.host, 'Choose Parcels')?.click());
    await settle();
    expect(packed).toHaveBeenCalledWith({ salesOrderId: 4, search: '', page: 1, size: 10 });
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('PP Woven Sack 50 kg');
    expect(buttonNamed(document, 'PCL/2026-27/00003 is on this challan')?.disabled).toBe(true);
    await act(async () => buttonNamed(document, 'Add PCL/2026-27/00002')?.click());
    await settle();
    expect(read).toHaveBeenCalledWith('PCL/2026-27/00002', 4);
    const lines = store.getState().documents.dispatch.form.draft?.lines ?? [];
    expect(lines.map((line) => line.parcelNumber)).toEqual(['PCL/2026-27/00003', 'PCL/2026-27/00002']);
    expect(buttonNamed(document, 'PCL/2026-27/00002 is on this challan')?.disabled).toBe(true);
    const search = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="search"]');
    if (search) typeInto(search, 'L-114');
    await settle();
    expect(packed).toHaveBeenLastCalledWith({ salesOrderId: 4, search: 'L-114', page: 1, size: 10 });
  });
});

describe('the parcel scan of a dispatch', () => {
  it('sends what the scanner typed, then clears the field for the next parcel', async () => {
    const app = await renderApp('/module/dispatch/addUpdate', session);
    const field = app.host.querySelector<HTMLInputElement>('input[name="parcelScan"]');
    expect(field).not.toBeNull();
    const dispatched = vi.spyOn(app.services.store, 'dispatch');
    if (field) typeInto(field, 'PCL/2026-27/00001');
    await act(async () => field?.form?.requestSubmit());
    await settle();
    expect(dispatched).toHaveBeenCalledWith(
      documentParcelScanned({ document: 'dispatch', code: 'PCL/2026-27/00001' }),
    );
    expect(field?.value).toBe('');
    dispatched.mockClear();
    await act(async () => field?.form?.requestSubmit());
    expect(dispatched).not.toHaveBeenCalled();
    // Issue 56: Add with nothing typed showed nothing; it says what it needs and the other ways (decision 2200).
    expect(field?.getAttribute('aria-invalid')).toBe('true');
    expect(field?.form?.textContent).toContain('Loose goods need no parcel');
    if (field) typeInto(field, 'P');
    await settle();
    expect(field?.getAttribute('aria-invalid')).toBeNull();
  });

  it('is not on a packaging, whose New Parcel takes a parcel number', async () => {
    const app = await renderApp('/module/packaging/addUpdate', session);
    expect(app.host.querySelector('input[name="parcelScan"]')).toBeNull();
    const taken = vi.spyOn(app.services.api.shipping, 'parcelNumber');
    const button = [...app.host.querySelectorAll('button')].find(
      (b) => b.textContent?.trim() === 'New Parcel',
    );
    await act(async () => button?.click());
    await settle();
    expect(taken).toHaveBeenCalledOnce();
  });
});
