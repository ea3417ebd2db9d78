import { describe, expect, it, vi } from 'vitest';
import { RESPONSE_CODES } from '@erp/domain';
import { ApiError } from '../../client/envelope.ts';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { rootReducer, type RootState } from '../rootReducer.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { documentInvoiceFillRequested, fillFromInvoiceEpic } from './documentDraftEpics.ts';
import {
  documentDraftChanged,
  documentFormCleared,
  documentInvoiceFilled,
  selectDocumentForm,
} from './documentsSlice.ts';

// Issue 20 (decision 1410): a note's lines come From Invoice — what is left of each invoice line to credit.

const document = 'creditNote';
const invoice = {
  id: 9,
  version: 2,
  status: 7,
  number: 'INV/26-27/00001',
  partyId: 5,
  party: { id: 5, companyName: 'Ambuja Cement Works Ltd' },
  branchId: 1,
  branch: { id: 1, name: 'Head Office' },
  placeOfSupply: '24',
  date: '2026-11-24',
};
const line = {
  salesInvoiceLineId: 31,
  itemId: 11,
  item: { id: 11, name: 'PP Woven Sack 50 kg Cement' },
  quantity: 7,
  uomId: 3,
  uom: { id: 3, name: 'BAG', decimals: 0 },
  rate: 500,
  discountPercent: null,
  hsnCode: '6305',
  gstRate: 18,
  creditable: 3500,
};
const fill = { invoice, lines: [line] };
const naming = (invoiceId: number | null) =>
  stateAfter(
    documentFormCleared({ document, draft: { date: '2026-11-26' } }),
    documentDraftChanged({ document, field: 'salesInvoiceId', value: invoiceId }),
  );

describe('fillFromInvoiceEpic', () => {
  it("the note's invoice chosen, or From Invoice asked: the invoice's lines are read and fill it; a newer ask cancels the older", () => {
    const linesFromInvoice = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      linesFromInvoice.mockReturnValue(cold('--f|', { f: fill }));
      const action$ = hot('-a-r-b------r', {
        a: documentDraftChanged({ document, field: 'salesInvoiceId', value: 9 }),
        r: documentInvoiceFillRequested({ document }),
        b: documentDraftChanged({ document, field: 'remarks', value: 'x' }),
      });
      const api = dependencies(stubApi({ documents: { linesFromInvoice } }));
      expectObservable(fillFromInvoiceEpic(action$, naming(9), api)).toBe('-----f--------f', {
        f: documentInvoiceFilled({ document, invoiceId: 9, fill }),
      });
    });
    expect(linesFromInvoice).toHaveBeenCalledWith('creditNote', 9);
  });

  it('without an invoice reads nothing; a refusal says why', () => {
    const linesFromInvoice = vi.fn();
    const refused = 'Invoice INV/26-27/00001 is Cancelled: a note is made against a completed invoice.';
    marbles(({ hot, cold, expectObservable }) => {
      linesFromInvoice.mockReturnValue(
        cold('-#', {}, new ApiError(RESPONSE_CODES.VALIDATION_FAILED, refused, 400)),
      );
      const action$ = hot('-r', { r: documentInvoiceFillRequested({ document }) });
      const api = dependencies(stubApi({ documents: { linesFromInvoice } }));
      expectObservable(fillFromInvoiceEpic(action$, naming(null), api)).toBe('');
      expectObservable(fillFromInvoiceEpic(action$, naming(9), api)).toBe('--e', { e: toast.error(refused) });
    });
  });
});

describe('documentInvoiceFilled', () => {
  const reduce = (...actions: Parameters<typeof rootReducer>[1][]): RootState =>
    actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' }));

  it("takes the invoice's customer, branch and place of supply, and a line per invoice line left", () => {
    const state = reduce(
      documentFormCleared({ document, draft: { date: '2026-11-26', reason: 'SALES_RETURN' } }),
      documentDraftChanged({ document, field: 'salesInvoiceId', value: 9 }),
      documentInvoiceFilled({ document, invoiceId: 9, fill }),
    );
    const form = selectDocumentForm(state, document);
    expect(form.draft).toMatchObject({
      salesInvoiceId: 9,
      reason: 'SALES_RETURN',
      partyId: 5,
      party: invoice.party,
      branchId: 1,
      placeOfSupply: '24',
    });
    const { creditable: _creditable, ...taken } = line;
    expect(form.draft?.lines).toEqual([taken]);
    expect(form.edited).toBe(true);
  });

  it('is dropped when the draft names another invoice by now', () => {
    const state = reduce(
      documentFormCleared({ document, draft: { date: '2026-11-26' } }),
      documentDraftChanged({ document, field: 'salesInvoiceId', value: 10 }),
      documentInvoiceFilled({ document, invoiceId: 9, fill }),
    );
    expect(selectDocumentForm(state, document).draft?.partyId).toBeUndefined();
  });
});
