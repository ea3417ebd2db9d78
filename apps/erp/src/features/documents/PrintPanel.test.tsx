import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_STATUS } from '@erp/domain';
import { documentRecordLoaded, type DocumentRecord } from '@erp/api';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'chemical/purchaseOrder', view: 1, mode: 1 },
]);

type App = Awaited<ReturnType<typeof renderApp>>;
const dispatch = async (app: App, action: Parameters<App['services']['store']['dispatch']>[0]) => {
  act(() => {
    app.services.store.dispatch(action);
  });
  await settle();
};
const buttonNamed = (root: ParentNode, name: string) => {
  const button = [...root.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
  if (!button) throw new Error(`no ${name} button`);
  return button;
};

const stored: DocumentRecord = {
  id: 7,
  version: 2,
  number: 'PO/2026-27/00001',
  status: DOCUMENT_STATUS.OPEN,
  date: '2026-11-23',
  lines: [],
  taxableTotal: 0,
  cgstTotal: 0,
  sgstTotal: 0,
  igstTotal: 0,
  roundOff: 0,
  grandTotal: 0,
  amountInWords: '',
};

describe('decision 1720: the form’s Print opens the print dialog with the kept choices', () => {
  it('Print opens the dialog for the document; kept choices prefill it; Print asks with them', async () => {
    const app = await renderApp('/module/purchase-order/addUpdate/7', session);
    await dispatch(app, documentRecordLoaded({ document: 'purchaseOrder', record: stored }));
    await act(async () => buttonNamed(app.host, 'Print').click());
    await settle();
    expect(app.services.store.getState().printDialog.subject).toEqual({
      document: 'purchaseOrder',
      id: 7,
      number: 'PO/2026-27/00001',
    });
    await dispatch(app, {
      type: 'printDialog/printParametersLoaded',
      payload: { moduleName: 'purchaseOrder', entityId: 7, copies: 3, extraRemarks: 'Gate 2' },
    });
    const dialog = document.body.querySelector('[role="dialog"]');
    expect(dialog?.querySelector('h2')?.textContent).toBe('Print PO/2026-27/00001');
    expect(dialog?.querySelector<HTMLInputElement>('input[inputmode], input[type="text"]')?.value).toBe('3');
    expect(dialog?.querySelector('textarea')?.value).toBe('Gate 2');
    expect(dialog?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked).toBe(true);
    if (!dialog) throw new Error('no print dialog');
    await act(async () => buttonNamed(dialog, 'Print').click());
    expect(app.services.store.getState().printDialog).toMatchObject({
      copies: 3,
      remember: true,
      printing: true,
    });
  });
});
