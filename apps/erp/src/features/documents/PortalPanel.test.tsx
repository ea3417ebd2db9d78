import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_STATUS } from '@erp/domain';
import { documentRecordLoaded, type DocumentRecord } from '@erp/api';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'chemical/salesInvoice', view: 1, mode: 1 },
]);

type App = Awaited<ReturnType<typeof renderApp>>;
const dispatch = async (app: App, action: Parameters<App['services']['store']['dispatch']>[0]) => {
  act(() => {
    app.services.store.dispatch(action);
  });
  await settle();
};

const IRN = 'a'.repeat(64);
const invoice: DocumentRecord = {
  id: 6,
  version: 3,
  number: 'INV/26-27/00001',
  status: DOCUMENT_STATUS.COMPLETED,
  date: '2026-11-24',
  irn: IRN,
  ackNumber: '112610012345678',
  lines: [],
  taxableTotal: 100_000,
  cgstTotal: 0,
  sgstTotal: 0,
  igstTotal: 5_000,
  roundOff: 0,
  grandTotal: 105_000,
  amountInWords: '',
};

const buttonNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find((button) => button.textContent === name);

describe('decisions 1420–1422: a completed invoice takes its portals’ files and answers on its form', () => {
  it('offers the files, opens the IRN with what is kept, and sends it', async () => {
    const app = await renderApp('/module/sales-invoice/addUpdate/6', session);
    await dispatch(app, documentRecordLoaded({ document: 'salesInvoice', record: invoice }));
    const panel = app.host.querySelector('section[aria-label="E-invoice and e-way bill"]');
    if (!panel) throw new Error('no portal panel');
    for (const name of [
      'Download e-invoice JSON',
      'Enter IRN…',
      'Download e-way bill JSON',
      'Enter e-way bill…',
      'Vehicles…',
    ])
      expect(buttonNamed(panel, name), name).toBeDefined();
    await act(async () => buttonNamed(panel, 'Enter IRN…')?.click());
    await settle();
    const dialog = document.body.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('IRN of INV/26-27/00001');
    expect(dialog?.querySelector<HTMLInputElement>('input')?.value).toBe(IRN);
    await act(async () => (dialog ? buttonNamed(dialog, 'Save')?.click() : undefined));
    expect(app.services.store.getState().portals.busy).toBe(true);
  });

  it('a draft has no portal panel', async () => {
    const app = await renderApp('/module/sales-invoice/addUpdate/6', session);
    await dispatch(
      app,
      documentRecordLoaded({
        document: 'salesInvoice',
        record: { ...invoice, status: DOCUMENT_STATUS.DRAFT, number: null },
      }),
    );
    expect(app.host.querySelector('section[aria-label="E-invoice and e-way bill"]')).toBeNull();
  });
});
