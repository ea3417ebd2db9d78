import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_STATUS } from '@erp/domain';
import {
  documentListLoaded,
  documentRecordLoaded,
  ewayBillFileRequested,
  multiVehicleFileRequested,
  sysConfigLoaded,
  type DocumentHeader,
  type DocumentRecord,
} from '@erp/api';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'chemical/salesInvoice', view: 1, mode: 1 },
  { moduleAPI: 'chemical/transfer-and-dispatch', view: 1, mode: 1 },
  { moduleAPI: 'chemical/purchaseOrder', view: 1, mode: 1 },
  { moduleAPI: 'chemical/creditNote', view: 1, mode: 1 },
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
const panelOf = (app: App) => app.host.querySelector('section[aria-label="E-invoice and e-way bill"]');
const buttonsOf = (app: App) =>
  [...(panelOf(app)?.querySelectorAll('button') ?? [])].map((b) => b.textContent);

describe('decisions 1420–1422: a completed invoice takes its portals’ files and answers on its form', () => {
  it('offers the files, opens the IRN with what is kept, and sends it', async () => {
    const app = await renderApp('/module/sales-invoice/addUpdate/6', session);
    await dispatch(app, sysConfigLoaded({ E_INVOICE: 'YES' }));
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

describe('decisions 1805 and 1806: the multi-vehicle file, and the e-invoice only where the organisation e-invoices', () => {
  it('offers the e-way bill without the e-invoice while E_INVOICE is off; the multi-vehicle file once the e-way bill number is in', async () => {
    const app = await renderApp('/module/sales-invoice/addUpdate/6', session);
    await dispatch(app, documentRecordLoaded({ document: 'salesInvoice', record: invoice }));
    expect(buttonsOf(app)).toEqual(['Download e-way bill JSON', 'Enter e-way bill…', 'Vehicles…']);
    const sent = vi.spyOn(app.services.store, 'dispatch');
    await dispatch(
      app,
      documentRecordLoaded({
        document: 'salesInvoice',
        record: { ...invoice, ewayBillNumber: '331001234567' },
      }),
    );
    expect(buttonsOf(app)).toEqual([
      'Download e-way bill JSON',
      'Enter e-way bill…',
      'Vehicles…',
      'Download multi-vehicle JSON',
    ]);
    const panel = panelOf(app);
    await act(async () => (panel ? buttonNamed(panel, 'Download multi-vehicle JSON')?.click() : undefined));
    expect(sent).toHaveBeenCalledWith(
      multiVehicleFileRequested({ document: 'salesInvoice', id: 6, number: 'INV/26-27/00001' }),
    );
  });

  it('a credit note, which has only an e-invoice, shows no bar while E_INVOICE is off', async () => {
    const app = await renderApp('/module/credit-note/addUpdate/6', session);
    const note = { ...invoice, number: 'CN/26-27/00001' };
    await dispatch(app, documentRecordLoaded({ document: 'creditNote', record: note }));
    expect(panelOf(app)).toBeNull();
    await dispatch(app, sysConfigLoaded({ E_INVOICE: 'YES' }));
    expect(buttonsOf(app)).toEqual(['Download e-invoice JSON', 'Enter IRN…']);
  });
});

describe('decision 1483: the invoice list ticks invoices for one e-way bill file', () => {
  // jsdom lays nothing out: the table's virtualizer is given a view to put its rows in.
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(480);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  });
  afterEach(() => vi.restoreAllMocks());
  const header = (id: number, number: string): DocumentHeader => ({
    ...invoice,
    id,
    number,
    party: { id: 5, companyName: 'Ambuja Cement Works Ltd' },
  });

  it('asks for one file of the ticked invoices', async () => {
    const app = await renderApp('/module/sales-invoice', session);
    const sent = vi.spyOn(app.services.store, 'dispatch');
    const { requestId } = app.services.store.getState().documents.salesInvoice.list;
    await dispatch(
      app,
      documentListLoaded({
        document: 'salesInvoice',
        requestId,
        rows: [header(6, 'INV/26-27/00001'), header(7, 'INV/26-27/00002'), header(8, 'INV/26-27/00003')],
        totalCount: 3,
      }),
    );
    const tick = (name: string) =>
      app.host.querySelector<HTMLInputElement>(`input[type="checkbox"][aria-label="Select ${name}"]`);
    expect(app.host.querySelector('[aria-label="Selected rows"]')).toBeNull();
    await act(async () => tick('INV/26-27/00001')?.click());
    await act(async () => tick('INV/26-27/00003')?.click());
    await settle();
    const bar = app.host.querySelector('[aria-label="Selected rows"]');
    expect(bar?.textContent).toContain('2 selected');
    await act(async () => (bar ? buttonNamed(bar, 'E-Way Bill File')?.click() : undefined));
    expect(sent).toHaveBeenCalledWith(
      ewayBillFileRequested({ document: 'salesInvoice', ids: [6, 8], name: '2-documents' }),
    );
  });

  it('a list of a document without an e-way bill ticks nothing', async () => {
    const app = await renderApp('/module/purchase-order', session);
    const { requestId } = app.services.store.getState().documents.purchaseOrder.list;
    await dispatch(
      app,
      documentListLoaded({
        document: 'purchaseOrder',
        requestId,
        rows: [header(9, 'PO/2026-27/00001')],
        totalCount: 1,
      }),
    );
    expect(app.host.querySelector('[role="table"]')?.textContent).toContain('PO/2026-27/00001');
    expect(app.host.querySelector('input[type="checkbox"]')).toBeNull();
  });
});

describe('decision 1481: a job work challan that went out offers its e-way bill, not an e-invoice', () => {
  it('shows the e-way bill file, its answer and the vehicles on an open challan', async () => {
    const app = await renderApp('/module/transferAndDispatch/addUpdate/4', session);
    await dispatch(
      app,
      documentRecordLoaded({
        document: 'jobWorkChallan',
        record: { ...invoice, id: 4, number: 'JWC/26-27/00001', status: DOCUMENT_STATUS.OPEN },
      }),
    );
    const panel = app.host.querySelector('section[aria-label="E-invoice and e-way bill"]');
    if (!panel) throw new Error('no portal panel');
    expect([...panel.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Download e-way bill JSON',
      'Enter e-way bill…',
      'Vehicles…',
    ]);
  });
});
