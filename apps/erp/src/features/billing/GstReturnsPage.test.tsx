import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { gstReturnLoaded, type Gstr1Return, type OwnFigures } from '@erp/api';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'chemical/gstr1', view: 1 },
]);

const zero = { taxableValue: 0, igst: 0, cgst: 0, sgst: 0, cess: 0 };
const SUMMARY: OwnFigures<Gstr1Return> = {
  ownDocumentsOnly: false,
  gstin: '24AAACB1234F1Z5',
  period: '042026',
  month: '2026-04',
  sections: [
    { section: 'b2b', documents: 2, value: 14_358, ...zero, taxableValue: 12_558.21 },
    { section: 'b2cl', documents: 1, value: 2_06_500, ...zero, taxableValue: 1_75_000 },
  ],
  total: { value: 2_20_858, ...zero, taxableValue: 1_87_558.21 },
  b2cs: [],
  nil: [],
  hsnB2b: [],
  hsnB2c: [],
  documentsIssued: {
    invoice: [
      { series: 'INV/2026-27/', from: 'INV/2026-27/00001', to: 'INV/2026-27/00004', total: 4, cancelled: 1 },
    ],
    credit: [],
    debit: [],
  },
};

describe('issue 20: GST Returns (/module/gst-returns)', () => {
  it('asks for last month’s return and shows its tables, total and documents issued', async () => {
    const app = await renderApp('/module/gst-returns', session);
    const state = app.services.store.getState().gstReturns;
    expect(state).toMatchObject({ status: 'loading', requestId: 1 });
    act(() => {
      app.services.store.dispatch(gstReturnLoaded({ requestId: 1, summary: SUMMARY }));
    });
    await settle();
    const summary = app.host.querySelector('table[aria-label="GSTR-1 summary"]');
    expect(summary?.textContent).toContain('B2C large (5)');
    expect(summary?.textContent).toContain('2,20,858.00');
    expect(app.host.querySelector('table[aria-label="Documents issued"]')?.textContent).toContain(
      'INV/2026-27/00004',
    );
    expect(app.host.textContent).toContain('GSTIN 24AAACB1234F1Z5');
    expect(app.host.querySelector('[role="note"]')).toBeNull();
  });

  it('says when the return counts only the user’s own documents, and that filing needs All records (decision 1863)', async () => {
    const app = await renderApp('/module/gst-returns', session);
    act(() => {
      app.services.store.dispatch(
        gstReturnLoaded({ requestId: 1, summary: { ...SUMMARY, ownDocumentsOnly: true } }),
      );
    });
    await settle();
    expect(app.host.querySelector('[role="note"]')?.textContent).toBe(
      'Only your own documents are counted · A return to file counts every document: its files need a role with All records.',
    );
  });

  it('shows the earlier months’ table 7 its credit notes revise (B2CSA, decision 2030)', async () => {
    const app = await renderApp('/module/gst-returns', session);
    const b2csa = [
      { month: '2026-03', placeOfSupply: '24', gstRate: 18, ...zero, taxableValue: 300, cgst: 27, sgst: 27 },
    ];
    act(() => {
      app.services.store.dispatch(gstReturnLoaded({ requestId: 1, summary: { ...SUMMARY, b2csa } }));
    });
    await settle();
    const table = app.host.querySelector('table[aria-label="B2C small of earlier months, revised (7A)"]');
    expect(
      [...(table?.querySelectorAll('tbody td, tbody th') ?? [])].map((cell) => cell.textContent),
    ).toEqual(['March 2026', '24-Gujarat', '18%', '300.00', '0.00', '27.00', '27.00']);
  });
});
