import { describe, expect, it, vi } from 'vitest';
import { RESPONSE_CODES } from '@erp/domain';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import type { OpenDocumentRow, OpenDocumentsQuery } from '../../billing/partyLedger.ts';
import { ApiError } from '../../client/envelope.ts';
import {
  documentFormCleared,
  documentOpenDocumentChosen,
  documentOpenDocumentsSettled,
  documentLineChanged,
  selectDocumentForm,
} from '../documents/documentsSlice.ts';
import { rootReducer, type RootState } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import { loadOpenDocumentsEpic } from './openDocumentPickerEpics.ts';
import {
  openDocumentsFailed,
  openDocumentsLoaded,
  openDocumentsRequested,
  openDocumentToggled,
} from './openDocumentPickerSlice.ts';

// Issue 20 (decisions 1470, 1471): a receipt's lines settle the customer's open invoices picked in a picker
// the server pages; "Settle Open Documents" fills a line per invoice ticked within the amount received.

const document = 'receipt';
const row = (id: number, unpaid: number, date = '2026-09-01'): OpenDocumentRow => ({
  key: 'salesInvoice',
  type: 'Sales Invoice',
  id,
  number: `INV/26-27/0000${id}`,
  date,
  dueDate: '2026-10-01',
  daysPastDue: 54,
  amount: unpaid,
  unpaid,
});
const first: OpenDocumentsQuery = { partyId: 5, kind: 'receipt', q: '', page: 1, size: 10 };
const searched: OpenDocumentsQuery = { ...first, q: 'INV/' };
const asked = (query: OpenDocumentsQuery) => openDocumentsRequested({ document, query });
const reduce = (...actions: Parameters<typeof rootReducer>[1][]): RootState =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' }));
const line = (id: number, amount: number) => ({
  billingKey: 'salesInvoice',
  billingId: id,
  billingNumber: `INV/26-27/0000${id}`,
  amount,
});
/** A receipt draft of `amount` from customer 5, its lines as given. */
const draft = (amount: number | null, lines: Record<string, unknown>[] = [{ amount: null }]) => [
  documentFormCleared({ document, draft: { partyId: 5, amount, lines: [] } }),
  ...lines.flatMap((values, index) =>
    Object.entries(values).map(([field, value]) => documentLineChanged({ document, index, field, value })),
  ),
];
const linesOf = (state: RootState) => selectDocumentForm(state, document).draft?.lines;

describe('open document picker slice (decision 1471)', () => {
  it('shows the answer to the latest ask only; a failure keeps its words; a new session starts afresh', () => {
    expect(
      reduce(asked(first), openDocumentsLoaded({ query: first, rows: [row(1, 100)], total: 1 }))
        .openDocumentPicker,
    ).toMatchObject({ document, rows: [row(1, 100)], total: 1, status: 'loaded' });
    expect(
      reduce(
        asked(first),
        asked(searched),
        openDocumentsLoaded({ query: first, rows: [row(1, 100)], total: 1 }),
      ).openDocumentPicker,
    ).toMatchObject({ query: searched, rows: [], status: 'loading' });
    expect(reduce(asked(first), openDocumentsFailed({ message: 'Busy' })).openDocumentPicker).toMatchObject({
      status: 'failed',
      error: 'Busy',
    });
    expect(reduce(asked(first), sessionEnded({ reason: 'logout' })).openDocumentPicker.document).toBe(null);
  });

  it("ticks documents across pages; another party's ask clears them, and so does settling", () => {
    const ticked = (id: number) => openDocumentToggled({ row: row(id, 100) });
    expect(
      reduce(asked(first), ticked(1), ticked(2), ticked(1), ticked(3)).openDocumentPicker.chosen.map(
        (r) => r.id,
      ),
    ).toEqual([2, 3]);
    expect(reduce(asked(first), ticked(1), asked(searched)).openDocumentPicker.chosen).toHaveLength(1);
    expect(
      reduce(asked(first), ticked(1), asked({ ...first, partyId: 6 })).openDocumentPicker.chosen,
    ).toEqual([]);
    const settled = documentOpenDocumentsSettled({ document, partyId: 5, documents: [row(1, 100)] });
    expect(reduce(asked(first), ticked(1), settled).openDocumentPicker.chosen).toEqual([]);
  });
});

describe('Settle Open Documents fills the lines (decision 1471)', () => {
  const settle = (partyId: number, ...documents: OpenDocumentRow[]) =>
    documentOpenDocumentsSettled({ document, partyId, documents });

  it('a line per document ticked for its unpaid, the last taking what the amount has left', () => {
    expect(linesOf(reduce(...draft(3000, []), settle(5, row(1, 1180), row(2, 2360), row(3, 500))))).toEqual([
      line(1, 1180),
      line(2, 1820),
    ]);
  });

  // Issue 38: Settle Chosen is never silently nothing (decision 1837).
  it('with no amount, each document ticked for all that is unpaid of it, the amount their sum', () => {
    const state = reduce(...draft(null, []), settle(5, row(1, 1180), row(2, 2360)));
    expect(linesOf(state)).toEqual([line(1, 1180), line(2, 2360)]);
    expect(selectDocumentForm(state, document).draft?.amount).toBe(3540);
    expect(selectDocumentForm(state, document).fieldErrors).toEqual({});
  });

  it('says under the amount which documents it left no room for', () => {
    const state = reduce(...draft(3000, []), settle(5, row(1, 1180), row(2, 2360), row(3, 500)));
    expect(selectDocumentForm(state, document).fieldErrors.amount).toBe(
      'The amount of ₹3,000.00 is allocated in full: INV/26-27/00003 not settled. Raise the amount to settle them.',
    );
    expect(
      selectDocumentForm(reduce(...draft(5000, []), settle(5, row(1, 1180))), document).fieldErrors,
    ).toEqual({});
  });

  it('keeps the lines naming a document, drops blank ones, never adds a document twice', () => {
    const state = reduce(
      ...draft(2000, [line(1, 500), { amount: 10 }]),
      settle(5, row(1, 1180), row(2, 2360)),
    );
    expect(linesOf(state)).toEqual([line(1, 500), line(2, 1500)]);
  });

  it('is not taken once the draft names another party', () => {
    expect(linesOf(reduce(...draft(3000), settle(6, row(1, 1180))))).toEqual([{ amount: null }]);
  });

  it("a line's own pick names the document, its amount the unpaid within what is left; a typed amount stays", () => {
    const chose = (index: number, chosen: OpenDocumentRow) =>
      documentOpenDocumentChosen({ document, index, chosen });
    expect(linesOf(reduce(...draft(1000, [line(1, 400)]), chose(1, row(2, 2360))))).toEqual([
      line(1, 400),
      line(2, 600),
    ]);
    expect(linesOf(reduce(...draft(1000, [line(1, 400)]), chose(0, row(2, 2360))))).toEqual([line(2, 400)]);
  });

  it('issue 42: an amount typed that is no number stays as typed and allocates nothing, never NaN', () => {
    const chose = (index: number, chosen: OpenDocumentRow) =>
      documentOpenDocumentChosen({ document, index, chosen });
    const typed = { ...line(1, 0), amount: 'abc' };
    expect(linesOf(reduce(...draft(1000, [typed]), chose(0, row(2, 2360))))).toEqual([
      { ...line(2, 0), amount: 'abc' },
    ]);
    expect(linesOf(reduce(...draft(1000, [typed]), chose(1, row(2, 2360))))).toEqual([typed, line(2, 1000)]);
  });
});

describe('loadOpenDocumentsEpic', () => {
  it('reads the page asked; a newer search cancels the older read; a refusal is kept in words', () => {
    const getOpenDocuments = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getOpenDocuments.mockReturnValueOnce(cold('---r|', { r: { rows: [row(1, 100)], totalCount: 9 } }));
      getOpenDocuments.mockReturnValueOnce(cold('-r|', { r: { rows: [row(1, 100)], totalCount: 1 } }));
      getOpenDocuments.mockReturnValueOnce(
        cold('-#', undefined, new ApiError(RESPONSE_CODES.NOT_FOUND, 'Not found.', 404)),
      );
      expectObservable(
        loadOpenDocumentsEpic(
          hot('-ab---a', { a: asked(first), b: asked(searched) }),
          stateAfter(),
          dependencies(stubApi({ partyLedger: { getOpenDocuments } })),
        ),
      ).toBe('---l---f', {
        l: openDocumentsLoaded({ query: searched, rows: [row(1, 100)], total: 1 }),
        f: openDocumentsFailed({ message: 'Not found.' }),
      });
    });
    expect(getOpenDocuments).toHaveBeenNthCalledWith(2, searched);
  });
});
