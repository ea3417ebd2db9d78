import { act } from 'react';
import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { documentDraftChanged, type OpenDocumentRow } from '@erp/api';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';

// Issue 20: a receipt settles the customer's open invoices picked, never a type key and an id typed
// (decisions 1470, 1471).

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'chemical/receipt', view: 1, mode: 1 },
]);

const row = (id: number, unpaid: number): OpenDocumentRow => ({
  key: 'salesInvoice',
  type: 'Sales Invoice',
  id,
  number: `INV/26-27/0000${id}`,
  date: '2026-09-01',
  dueDate: '2026-10-01',
  daysPastDue: 54,
  amount: unpaid,
  unpaid,
});
const buttonNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);

describe("the receipt's Settle Open Documents (decision 1471)", () => {
  it('waits for the customer; the invoices ticked fill a line each within the amount, shown by number', async () => {
    const app = await renderApp('/module/receipt/addUpdate', session);
    const settleOpen = buttonNamed(app.host, 'Settle Open Documents');
    expect(settleOpen?.disabled).toBe(true);
    expect(settleOpen?.title).toBe('Choose the customer first');
    const { api, store } = app.services;
    const open = vi
      .spyOn(api.partyLedger, 'getOpenDocuments')
      .mockReturnValue(of({ rows: [row(3, 1180), row(7, 2360)], totalCount: 2 }));
    await act(async () => {
      store.dispatch(documentDraftChanged({ document: 'receipt', field: 'partyId', value: 5 }));
      store.dispatch(documentDraftChanged({ document: 'receipt', field: 'amount', value: 3000 }));
    });
    await settle();
    await act(async () => buttonNamed(app.host, 'Settle Open Documents')?.click());
    await settle();
    expect(open).toHaveBeenCalledWith({ partyId: 5, kind: 'receipt', q: '', page: 1, size: 10 });
    const ticks = [...document.querySelectorAll<HTMLInputElement>('[role="dialog"] input[type="checkbox"]')];
    expect(ticks).toHaveLength(2);
    await act(async () => ticks.forEach((tick) => tick.click()));
    await settle();
    await act(async () => buttonNamed(document, 'Settle Chosen')?.click());
    await settle();
    expect(store.getState().documents.receipt.form.draft?.lines).toEqual([
      { billingKey: 'salesInvoice', billingId: 3, billingNumber: 'INV/26-27/00003', amount: 1180 },
      { billingKey: 'salesInvoice', billingId: 7, billingNumber: 'INV/26-27/00007', amount: 1820 },
    ]);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    // Each line shows its invoice's number, never the id, and its own picker changes it.
    const cell = buttonNamed(app.host, 'INV/26-27/00007');
    expect(cell).toBeDefined();
    await act(async () => cell?.click());
    await settle();
    const choose = document.querySelector<HTMLButtonElement>('[aria-label="Choose INV/26-27/00003"]');
    expect(choose).not.toBeNull();
    // The file's first render loads the form's pages, which takes some seconds on a busy machine.
  }, 20_000);

  // Issue 38: "Settle Chosen" with no amount is never silently nothing (decision 1837).
  async function settleBoth(amount: number | null) {
    const app = await renderApp('/module/receipt/addUpdate', session);
    const { api, store } = app.services;
    vi.spyOn(api.partyLedger, 'getOpenDocuments').mockReturnValue(
      of({ rows: [row(3, 1180), row(7, 2360)], totalCount: 2 }),
    );
    await act(async () => {
      store.dispatch(documentDraftChanged({ document: 'receipt', field: 'partyId', value: 5 }));
      if (amount !== null)
        store.dispatch(documentDraftChanged({ document: 'receipt', field: 'amount', value: amount }));
    });
    await settle();
    await act(async () => buttonNamed(app.host, 'Settle Open Documents')?.click());
    await settle();
    const ticks = [...document.querySelectorAll<HTMLInputElement>('[role="dialog"] input[type="checkbox"]')];
    await act(async () => ticks.forEach((tick) => tick.click()));
    await settle();
    await act(async () => buttonNamed(document, 'Settle Chosen')?.click());
    await settle();
    return app;
  }

  it('with no amount, settles each invoice ticked in full and shows the amount as their sum', async () => {
    const app = await settleBoth(null);
    const amount = app.host.querySelector<HTMLInputElement>('input[name="amount"]');
    expect(amount?.value).toBe('3,540.00');
    expect(buttonNamed(app.host, 'INV/26-27/00003')).toBeDefined();
    expect(buttonNamed(app.host, 'INV/26-27/00007')).toBeDefined();
  });

  it('with an amount spent on the first, says under the amount which invoice it left unsettled', async () => {
    const app = await settleBoth(1180);
    expect(app.host.textContent).toContain(
      'The amount of ₹1,180.00 is allocated in full: INV/26-27/00007 not settled. Raise the amount to settle them.',
    );
    expect(buttonNamed(app.host, 'INV/26-27/00007')).toBeUndefined();
  });
});
