import { act } from 'react';
import { of, throwError } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { DOCUMENT_STATUS } from '@erp/domain';
import { ApiError, documentRecordLoaded, type DocumentRecord } from '@erp/api';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'chemical/only_planning', view: 1, mode: 1 },
  { moduleAPI: 'bagMakingProcess', view: 1, mode: 1 },
]);

type App = Awaited<ReturnType<typeof renderApp>>;
// The form's button, or the open dialog's.
const buttonNamed = (name: string, within: ParentNode = document) =>
  [...within.querySelectorAll('button')].find((button) => button.textContent === name);
const click = async (name: string) => {
  const button = buttonNamed(name, document.querySelector('[role="dialog"]') ?? document);
  if (!button) throw new Error(`no ${name} button`);
  await act(async () => button.click());
  await settle();
};

const plan: DocumentRecord = {
  id: 4,
  version: 1,
  number: 'PLN/2026-27/00001',
  status: DOCUMENT_STATUS.OPEN,
  date: '2026-11-24',
  planName: 'Week 48 bags',
  lines: [
    { id: 1, itemId: 11, item: { id: 11, name: 'PP Woven Sack' }, quantity: 10000, producedQuantity: 10000 },
    {
      id: 2,
      itemId: 12,
      item: { id: 12, name: 'Cement Sack 50 kg' },
      quantity: 5000,
      producedQuantity: 1200,
      uomId: 2,
      uom: { id: 2, name: 'PCS', decimals: 0 },
    },
  ],
  taxableTotal: 0,
  cgstTotal: 0,
  sgstTotal: 0,
  igstTotal: 0,
  roundOff: 0,
  grandTotal: 0,
  amountInWords: '',
};
const BATCH = {
  document: 'bagMakingProcess',
  route: '/module/bagMakingProcess',
  draft: {
    planningId: 4,
    salesOrderId: null,
    lines: [
      {
        lineRole: 'OUTPUT',
        itemId: 12,
        item: { id: 12, name: 'Cement Sack 50 kg' },
        quantity: 3800,
        uomId: 2,
        salesOrderLineId: null,
      },
    ],
  },
};

async function openPlan(record = plan): Promise<App> {
  const app = await renderApp('/module/planning/addUpdate/4', session);
  act(() => {
    app.services.store.dispatch(documentRecordLoaded({ document: 'planning', record }));
  });
  await settle();
  return app;
}

describe("decision 1352: an open plan's Make Batch opens a line's batch, prefilled and unsaved", () => {
  it('asks the line left to produce, then opens the new batch form with its item and quantity', async () => {
    const app = await openPlan();
    const ask = vi.spyOn(app.services.api.planning, 'getBatchFromPlan').mockReturnValue(of(BATCH));
    const save = vi.spyOn(app.services.api.documents, 'save');
    await click('Make Batch');
    // The produced line is not offered: the one left (5,000 − 1,200) is, and is chosen; in its unit's
    // decimals (PCS counts whole pieces, decision 1507).
    const select = document.querySelector<HTMLSelectElement>('[role="dialog"] select');
    const offered = [...(select?.options ?? [])].filter((option) => option.value !== '');
    expect(offered.map((option) => option.text)).toEqual(['Line 2: Cement Sack 50 kg, 3,800 PCS left']);
    await click('Make Batch');
    expect(ask).toHaveBeenCalledWith('chemical/planning', 4, 2);
    expect(app.router.state.location.pathname).toBe('/module/bagMakingProcess/addUpdate');
    const draft = app.services.store.getState().documents.bagMakingProcess.form.draft;
    expect(draft).toMatchObject({
      planningId: 4,
      lines: [{ lineRole: 'OUTPUT', itemId: 12, quantity: 3800 }],
    });
    expect(typeof draft?.date).toBe('string');
    const quantities = [...app.host.querySelectorAll<HTMLInputElement>('input')].map((input) => input.value);
    expect(quantities).toEqual(expect.arrayContaining(['Cement Sack 50 kg', '3,800.000']));
    expect(save).not.toHaveBeenCalled();
    expect(app.services.store.getState().planBatch.made).toBeNull();
  }, 20_000);

  it("shows the server's refusal as a toast and stays on the plan", async () => {
    const app = await openPlan();
    const refusal = new ApiError(
      4090001,
      'PLN/2026-27/00001 is Closed: batches are made from an open plan.',
      409,
    );
    vi.spyOn(app.services.api.planning, 'getBatchFromPlan').mockReturnValue(throwError(() => refusal));
    await click('Make Batch');
    await click('Make Batch');
    expect(app.router.state.location.pathname).toBe('/module/planning/addUpdate/4');
    expect(app.services.store.getState().notifications.queue.at(-1)?.message).toBe(refusal.userMessage);
  });

  it('is not offered on a draft plan', async () => {
    const app = await openPlan({ ...plan, status: DOCUMENT_STATUS.DRAFT, number: null });
    const names = [...app.host.querySelectorAll('button')].map((button) => button.textContent);
    expect(names).toContain('Submit');
    expect(names).not.toContain('Make Batch');
  });
});
