import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORTS } from '@erp/domain';
import { reportLoaded } from '@erp/api';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';
import { reportColumnsKey, storedHiddenColumns } from './reportColumnChoice.ts';

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'chemical/report', view: 1 },
]);
const INVOICE = {
  gstin: '24AABCA1234K1Z5',
  number: 'INV/2026-27/00017',
  date: '2026-11-24',
  kindLabel: 'Invoice',
  party: 'Ambuja Cement Works Ltd',
  placeOfSupply: '24-Gujarat',
  taxableValue: 125000,
  gstRate: 18,
  igst: 0,
  cgst: 11250,
  sgst: 11250,
  total: 147500,
};

type App = Awaited<ReturnType<typeof renderApp>>;
const loadRegister = (app: App) =>
  act(() => {
    app.services.store.dispatch(
      reportLoaded({
        requestId: app.services.store.getState().reports.requestId,
        rows: [INVOICE],
        totalCount: 1,
        totals: null,
        ownDocumentsOnly: false,
      }),
    );
  });
const headers = (app: App) =>
  [...app.host.querySelectorAll('[role="columnheader"]')].map((header) => header.textContent?.trim());
const columnsButton = (app: App) =>
  [...app.host.querySelectorAll('button')].find((button) => button.textContent?.startsWith('Columns'));

/** The browser lays the page out 390 px wide, as a phone does: what the report's frame measures. */
function onAPhone() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe(element: Element) {
        this.report([{ contentRect: { width: 390 }, target: element } as ResizeObserverEntry], this as never);
      }
      unobserve() {}
      disconnect() {}
    },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('issue 42: a report on a phone shows each row as a card, and keeps the columns chosen', () => {
  it('at 390 px the sales register is a list of cards, each titled by its invoice number whole', async () => {
    onAPhone();
    const app = await renderApp('/module/reports/salesRegister', session);
    loadRegister(app);
    await settle();
    expect(app.host.querySelector('[role="table"]')).toBeNull();
    const cards = app.host.querySelectorAll('ul[aria-label="Sales Register"] > li');
    expect(cards).toHaveLength(1);
    const card = cards[0] as HTMLElement;
    expect(card.querySelector('h2')?.textContent).toBe('INV/2026-27/00017');
    const pairs = [...card.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextSibling?.textContent,
    ]);
    expect(pairs).toContainEqual(['Customer', 'Ambuja Cement Works Ltd']);
    expect(pairs).toContainEqual(['Total', '1,47,500.00']);
    expect(pairs.map(([label]) => label)).not.toContain('Invoice No.');
  });

  it('leaves out the columns hidden on this report before, at a desk and on a phone', async () => {
    const hidden = {
      [reportColumnsKey('salesRegister')]: JSON.stringify(['gstin', 'placeOfSupply', 'igst']),
    };
    const desk = await renderApp('/module/reports/salesRegister', { ...session, ...hidden });
    loadRegister(desk);
    await settle();
    expect(headers(desk)).toEqual([
      'Invoice No.',
      'Date',
      'Type',
      'Customer',
      'Taxable Value',
      'Rate %',
      'CGST',
      'SGST',
      'Total',
    ]);
    expect(columnsButton(desk)?.textContent).toBe('Columns (9 of 12)');

    onAPhone();
    const phone = await renderApp('/module/reports/salesRegister', { ...session, ...hidden });
    loadRegister(phone);
    await settle();
    const labels = [...phone.host.querySelectorAll('dt')].map((term) => term.textContent);
    expect(labels).toEqual(['Date', 'Type', 'Customer', 'Taxable Value', 'Rate %', 'CGST', 'SGST', 'Total']);
  });

  it('another report keeps its own columns', async () => {
    const hidden = { [reportColumnsKey('purchaseRegister')]: JSON.stringify(['gstin']) };
    const app = await renderApp('/module/reports/salesRegister', { ...session, ...hidden });
    loadRegister(app);
    await settle();
    expect(headers(app)).toContain('GSTIN');
    expect(columnsButton(app)?.textContent).toBe('Columns');
  });

  it.each([
    ['the columns hidden, in the report’s order', '["total","gstin"]', ['gstin', 'total']],
    ['a column the report no longer has is dropped', '["gstin","discount"]', ['gstin']],
    ['nothing stored', null, []],
    ['an entry not a list', '{"gstin":true}', []],
    ['an entry unreadable', 'gstin,total', []],
  ])('a stored choice: %s', (_case, stored, expected) => {
    expect(storedHiddenColumns(stored, REPORTS['salesRegister'] ?? { columns: [] })).toEqual(expected);
  });
});
