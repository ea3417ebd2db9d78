import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_STATUS } from '@erp/domain';
import { documentRecordLoaded, documentTransitioned, type DocumentRecord } from '@erp/api';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';

// Decision 1300: a batch running over days is completed from its form, after a confirm; it then shows
// Completed with its figures to date and its process loss.

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'chemical/productionbatch', view: 1, mode: 1 },
]);
type App = Awaited<ReturnType<typeof renderApp>>;
const document = 'productionBatch';
const formOf = (app: App) => app.services.store.getState().documents.productionBatch.form;
const dispatch = async (app: App, action: Parameters<App['services']['store']['dispatch']>[0]) => {
  act(() => {
    app.services.store.dispatch(action);
  });
  await settle();
};
const buttons = (app: App) =>
  [...app.host.querySelectorAll('[role="group"][aria-label="Document actions"] button')].map(
    (button) => button.textContent,
  );
const press = async (button: Element | undefined) => {
  if (!(button instanceof HTMLElement)) throw new Error('no such button');
  await act(async () => button.click());
  await settle();
};
const open: DocumentRecord = {
  id: 9,
  version: 4,
  number: 'PB/2026-27/00003',
  status: DOCUMENT_STATUS.OPEN,
  date: '2026-11-24',
  runsOverDays: true,
  producedKg: 40,
  wastageKg: 5,
  yieldPercent: 40,
  lines: [{ id: 1, lineRole: 'INPUT', itemId: 3, quantity: 100 }],
  taxableTotal: 0,
  cgstTotal: 0,
  sgstTotal: 0,
  igstTotal: 0,
  roundOff: 0,
  grandTotal: 0,
  amountInWords: '',
};

describe('issue 19: Complete on the form of a batch running over days', () => {
  it('asks first, then completes; the form shows Completed and its process loss', async () => {
    const app = await renderApp('/module/production-batch/addUpdate/9', session);
    await dispatch(app, documentRecordLoaded({ document, record: open }));
    expect(buttons(app)).toContain('Complete');

    const complete = () =>
      [...app.host.querySelectorAll('[role="group"][aria-label="Document actions"] button')].find(
        (button) => button.textContent === 'Complete',
      );
    await press(complete());
    const dialog = globalThis.document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Complete Production Batch');
    expect(dialog?.textContent).toContain('process loss');
    await press([...(dialog?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Cancel'));
    expect(formOf(app).actionStatus).not.toBe('working');

    await press(complete());
    const asked = globalThis.document.querySelector('[role="dialog"]');
    await press([...(asked?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Complete'));
    expect(formOf(app)).toMatchObject({ action: 'complete' });

    const completed = { ...open, version: 6, status: DOCUMENT_STATUS.COMPLETED, processLossKg: 55 };
    await dispatch(app, documentTransitioned({ document, transition: 'complete', record: completed }));
    expect([...app.host.querySelectorAll('h2')].map((heading) => heading.textContent)).toContain(
      'PB/2026-27/00003 · Completed',
    );
    expect(buttons(app)).not.toContain('Complete');
    expect(app.host.textContent).toContain('Process Loss (kg)');
  }, 30_000);

  it('a batch not running over days has no Complete', async () => {
    const app = await renderApp('/module/production-batch/addUpdate/9', session);
    await dispatch(app, documentRecordLoaded({ document, record: { ...open, runsOverDays: false } }));
    expect(buttons(app)).not.toContain('Complete');
  });
});
