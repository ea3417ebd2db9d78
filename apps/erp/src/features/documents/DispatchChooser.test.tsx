import { act } from 'react';
import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { documentDraftChanged, type DispatchLineToBill } from '@erp/api';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';

// Issue 20: an invoice bills the customer's dispatches chosen From Dispatches (decisions 1404, 1460).

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'chemical/salesInvoice', view: 1, mode: 1 },
]);

const row = (dispatchId: number, dispatchLineId: number, itemName: string): DispatchLineToBill => ({
  dispatchId,
  dispatchNumber: `DC/26-27/0000${dispatchId}`,
  dispatchDate: '2026-11-24',
  dispatchLineId,
  salesOrderNumber: `SO/26-27/0000${dispatchId}`,
  parcelNumber: null,
  lotNumber: 'L-114',
  itemId: dispatchId * 10,
  itemName,
  uomName: 'PCS',
  uomDecimals: 0,
  dispatchedQuantity: 500,
  invoicedQuantity: 0,
  leftQuantity: 500,
});
const line = (dispatchLineId: number, itemId: number, name: string) => ({
  dispatchLineId,
  salesOrderLineId: dispatchLineId + 100,
  itemId,
  item: { id: itemId, name },
  uomId: 2,
  uom: { id: 2, name: 'PCS' },
  quantity: 500,
  rate: 18,
  discountPercent: null,
  hsnCode: '6305',
  gstRate: 5,
});
const buttonNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);

describe("the sales invoice's From Dispatches (decision 1460)", () => {
  it('waits for the customer, pages its dispatches, and the two ticked fill the header and lines', async () => {
    const app = await renderApp('/module/sales-invoice/addUpdate', session);
    const from = buttonNamed(app.host, 'From Dispatches');
    expect(from?.disabled).toBe(true);
    expect(from?.title).toBe('Choose the customer first');
    const { api, store } = app.services;
    const toBill = vi.spyOn(api.documents, 'dispatchLinesToBill').mockReturnValue(
      of({
        rows: [row(4, 41, 'PP Woven Sack 50 kg'), row(3, 31, 'BOPP Rice Bag 26 kg')],
        totalCount: 2,
      }),
    );
    const fill = vi.spyOn(api.documents, 'linesFromDispatches').mockReturnValue(
      of({
        partyId: 5,
        branchId: null,
        branch: null,
        placeOfSupply: '24',
        shipTo: null,
        paymentTerms: null,
        creditDays: null,
        transportId: 8,
        transport: { id: 8, name: 'VRL Logistics' },
        vehicleNumber: 'GJ01AB1234',
        lrNumber: 'LR-77',
        freight: 1500,
        lines: [line(31, 30, 'BOPP Rice Bag 26 kg'), line(41, 40, 'PP Woven Sack 50 kg')],
      }),
    );
    await act(async () => {
      store.dispatch(documentDraftChanged({ document: 'salesInvoice', field: 'partyId', value: 5 }));
    });
    await settle();
    await act(async () => buttonNamed(app.host, 'From Dispatches')?.click());
    await settle();
    expect(toBill).toHaveBeenCalledWith('salesInvoice', { partyId: 5, search: '', page: 1, size: 10 });
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('DC/26-27/00004');
    const ticks = [...document.querySelectorAll<HTMLInputElement>('[role="dialog"] input[type="checkbox"]')];
    expect(ticks).toHaveLength(2);
    await act(async () => ticks.forEach((tick) => tick.click()));
    await settle();
    await act(async () => buttonNamed(document, 'Bill Chosen')?.click());
    await settle();
    expect(fill).toHaveBeenCalledWith('salesInvoice', [4, 3]);
    const draft = store.getState().documents.salesInvoice.form.draft;
    expect(draft).toMatchObject({
      partyId: 5,
      vehicleNumber: 'GJ01AB1234',
      lrNumber: 'LR-77',
      freight: 1500,
    });
    expect(draft?.lines?.map((taken) => taken.dispatchLineId)).toEqual([31, 41]);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(app.host.textContent).toContain('19,500.00');
  });
});
