import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { leadColumnsRead, leadColumnsRequested, leadsImported } from '@erp/api';
import type { LeadImportResult } from '@erp/domain';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';

type App = Awaited<ReturnType<typeof renderApp>>;

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'crm/digitalPlatform', view: 1, mode: 1 },
]);

const file = new File(['Firm,Mobile\nKisan Agro,9876543210\n'], 'indiamart.csv', { type: 'text/csv' });

const result: LeadImportResult = {
  platform: { id: 3, name: 'IndiaMART' },
  rows: 2,
  created: 1,
  duplicates: [
    {
      row: 3,
      key: 'phone:9876543210',
      original: { row: 2 },
      message: 'A lead with this phone is row 2 of the file.',
    },
  ],
  errors: [],
};

const click = async (element: Element | null | undefined) => {
  if (!(element instanceof HTMLElement)) throw new Error('nothing to click');
  await act(async () => element.click());
  await settle();
};

const button = (app: App, name: string) =>
  [...app.host.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === name);

const dispatch = async (app: App, action: Parameters<App['services']['store']['dispatch']>[0]) => {
  act(() => {
    app.services.store.dispatch(action);
  });
  await settle();
};

describe('issue 21: the import of a lead file on /module/digitalplatform (decisions 1605, 1608)', () => {
  it("the leads' list has Import Leads, its declared import, which opens the import page", async () => {
    const app = await renderApp('/module/digitalplatform', session);
    await click(button(app, 'Import Leads'));
    expect(app.router.state.location.pathname).toBe('/module/digitalplatform/import');
    expect(app.host.querySelector('h2')?.textContent).toBe('Import Leads');
    expect(app.host.querySelector('section[aria-label="Choose the file"]')?.textContent).toContain(
      'Digital Platform',
    );
  });

  it('a list without a declared import has no import button', async () => {
    const app = await renderApp('/module/digitalPlatformMaster', session);
    expect(button(app, 'Import Leads')).toBeUndefined();
  });

  it('Read the File without a platform or a file says what is missing and asks nothing', async () => {
    const app = await renderApp('/module/digitalplatform/import', session);
    await click(button(app, 'Read the File'));
    expect(app.host.textContent).toContain('Choose the platform the leads came from');
    expect(app.host.textContent).toContain('Choose a file to import');
    expect(app.services.store.getState().leadImport.step).toBe('choose');
  });

  it("the file's columns read show the mapping step; a column mapped by hand is kept", async () => {
    const app = await renderApp('/module/digitalplatform/import', session);
    await dispatch(app, leadColumnsRequested({ file }));
    expect(button(app, 'Reading…')).toBeDefined();
    await dispatch(
      app,
      leadColumnsRead({ columns: { headers: ['Firm', 'Mobile'], mapping: ['companyName', null], rows: 1 } }),
    );
    const mapping = app.host.querySelector('section[aria-label="Column mapping"]');
    expect(mapping?.textContent).toContain('indiamart.csv: 1 leads');
    const mobile = app.host.querySelector<HTMLSelectElement>('select[aria-label="Field for column Mobile"]');
    if (!mobile) throw new Error('no select for Mobile');
    act(() => {
      mobile.value = 'phone';
      mobile.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    expect(app.services.store.getState().leadImport.mapping).toEqual(['companyName', 'phone']);
    await click(button(app, 'Cancel'));
    expect(app.host.querySelector('section[aria-label="Choose the file"]')).not.toBeNull();
  });

  it('the result shows the created count and the duplicate; Done goes back to the list', async () => {
    const app = await renderApp('/module/digitalplatform/import', session);
    await dispatch(app, leadsImported({ result }));
    const shown = app.host.querySelector('section[aria-label="Import result"]');
    expect(shown?.textContent).toContain('Leads created1');
    expect(shown?.textContent).toContain('A lead with this phone is row 2 of the file.');
    expect(button(app, 'Download the report')).toBeDefined();
    await click(button(app, 'Done'));
    expect(app.router.state.location.pathname).toBe('/module/digitalplatform');
    expect(app.services.store.getState().leadImport.step).toBe('choose');
  });
});
