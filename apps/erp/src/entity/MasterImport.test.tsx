import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { masterImportJobUpdated, masterImportSent } from '@erp/api';
import { renderApp, settle, storedSession } from '../testing/render.tsx';

// Issue 43: "on each master's list ("Import")": the dialog of decision 2100 over the store's import.

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'uom', view: 1, mode: 1 },
  { moduleAPI: 'party', view: 1, mode: 1 },
  { moduleAPI: 'chemical/item', view: 1, mode: 1 },
  { moduleAPI: 'chemical/openingReceivable', view: 1, mode: 1 },
]);
const buttonNamed = (name: string) =>
  [...document.body.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === name);

/** Opens the list's Import dialog. */
async function openImport(path: string): Promise<void> {
  await renderApp(path, session);
  // The list's button, not an Import of a dialog an earlier test left open.
  const open = [...document.body.querySelectorAll('button')].find(
    (button) => button.textContent?.trim() === 'Import' && !button.closest('[role="dialog"]'),
  );
  if (!open) throw new Error(`no Import button on ${path}`);
  await act(async () => open.click());
  await settle();
}

/** The dialog opened last (an earlier test's may linger in the document). */
const lastDialog = () => [...document.body.querySelectorAll('[role="dialog"]')].at(-1);

/** Chooses a file in the dialog's file field. */
async function choose(file: File): Promise<void> {
  const input = lastDialog()?.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file field');
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
  await settle();
}

const categoryPicker = () =>
  [...(lastDialog()?.querySelectorAll('[role="combobox"]') ?? [])].find((field) =>
    document.body
      .querySelector(`label[for="${field.id}"]`)
      ?.textContent?.includes('Category of the stock items'),
  );

describe('a master’s Import', () => {
  it('opens from the list, says what the import came to, and closes clean', async () => {
    const app = await renderApp('/module/uom', session);
    const open = buttonNamed('Import');
    if (!open) throw new Error('no Import button on the list');
    await act(async () => open.click());
    await settle();
    expect(document.body.querySelector('[role="dialog"]')?.textContent).toContain('Import Unit of Measure');

    const file = new File(['Name\r\nKGS\r\n'], 'units.csv', { type: 'text/csv' });
    act(() => {
      app.services.store.dispatch(
        masterImportSent({ module: 'uom', apiPath: 'uom', file, check: false, update: false }),
      );
      app.services.store.dispatch(
        masterImportJobUpdated({
          module: 'uom',
          job: {
            id: 3,
            kind: 'import',
            subject: 'import:uom',
            title: 'Unit of Measure import',
            description: 'units.csv · 1 rows',
            state: 'done',
            cancelAsked: false,
            done: 1,
            total: 1,
            message: null,
            fileName: 'Unit of Measure import.json',
            createdAt: '2026-11-27T05:00:00.000Z',
            finishedAt: '2026-11-27T05:00:01.000Z',
            report: {
              check: false,
              imported: true,
              rows: 1,
              made: 1,
              updated: 0,
              problemCount: 0,
              problems: [],
            },
          },
        }),
      );
    });
    await settle();
    expect(document.body.querySelector('[role="dialog"] [role="status"]')?.textContent).toBe(
      'Imported 1 row: 1 made, 0 updated.',
    );
    const done = buttonNamed('Done');
    if (!done) throw new Error('no Done button');
    await act(async () => done.click());
    await settle();
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
    expect(app.services.store.getState().masterImport).toEqual({});
  });

  // Issue 43, "From Tally" (decision 2125): the party and item masters also take a Tally export of masters.
  it.each([
    ['/module/uom', '.xlsx,.csv'],
    ['/module/party', '.xlsx,.csv,.xml'],
  ])('on %s chooses files of %s', async (path, accept) => {
    await renderApp(path, session);
    const open = buttonNamed('Import');
    if (!open) throw new Error('no Import button on the list');
    await act(async () => open.click());
    await settle();
    expect(document.body.querySelector('[role="dialog"] input[type="file"]')?.getAttribute('accept')).toBe(
      accept,
    );
  });

  // Decision 2152: the opening balances' list imports a sheet of open invoices; it only makes them.
  it('offers the opening receivables’ list an Import without a switch to update', async () => {
    await openImport('/module/opening-receivable');
    const dialog = lastDialog();
    expect(dialog?.textContent).toContain('Import Opening Receivable');
    expect(dialog?.querySelector('[role="switch"]')).toBeNull();
  });

  // Decision 2151: a Tally export's stock items are made in the category picked in the dialog.
  it('asks for the stock items’ category while a Tally export is chosen on the items’ list, not for a sheet', async () => {
    await openImport('/module/product');
    await choose(new File(['Item Code\r\n'], 'items.csv', { type: 'text/csv' }));
    expect(categoryPicker()).toBeUndefined();
    await choose(new File(['<ENVELOPE/>'], 'Masters.xml', { type: 'text/xml' }));
    expect(categoryPicker()).toBeDefined();
    expect(lastDialog()?.textContent).toContain(
      'None chosen, they are made in the category “Imported from Tally”.',
    );
    const done = [...(lastDialog()?.querySelectorAll('button') ?? [])].find(
      (button) => button.textContent?.trim() === 'Done',
    );
    await act(async () => done?.click());
    await settle();
  });
});
