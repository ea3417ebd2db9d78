import { describe, expect, it, vi } from 'vitest';
import { RESPONSE_CODES } from '@erp/domain';
import { ApiError } from '../../client/envelope.ts';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { rootReducer, type RootState } from '../rootReducer.ts';
import { fillTermsFromOriginEpic } from './documentDraftEpics.ts';
import {
  documentDraftChanged,
  documentFormCleared,
  documentOrderFilled,
  documentOriginTermsFilled,
  selectDocumentForm,
} from './documentsSlice.ts';

// Issue 38's walk (decision 2020): the form takes from the document a draft is made from what its save would
// (a bill's branch and place of supply from its purchase order), and an order line's rate less its discount.

const reduce = (...actions: Parameters<typeof rootReducer>[1][]): RootState =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' }));
const bill = 'purchaseBill';
const terms = {
  partyId: 5,
  party: { id: 5, companyName: 'Gujarat Polymers' },
  branchId: 1,
  branch: { id: 1, name: 'Head Office' },
  placeOfSupply: '24',
};

describe('documentOriginTermsFilled: the terms a draft takes from its origin (decision 2020)', () => {
  it('fills each term left blank with its lookup’s record; what was typed stays', () => {
    const state = reduce(
      documentFormCleared({ document: bill, draft: { date: '2026-11-24', partyId: 5, placeOfSupply: '27' } }),
      documentDraftChanged({ document: bill, field: 'purchaseOrderId', value: 9 }),
      documentOriginTermsFilled({ document: bill, originId: 9, terms }),
    );
    const draft = selectDocumentForm(state, bill).draft;
    expect(draft).toMatchObject({
      purchaseOrderId: 9,
      branchId: 1,
      branch: terms.branch,
      placeOfSupply: '27',
    });
    expect(draft).not.toHaveProperty('party');
    expect(selectDocumentForm(state, bill).edited).toBe(true);
  });

  it('a term the origin lacks stays blank; another origin chosen meanwhile changes nothing', () => {
    const lacking = reduce(
      documentFormCleared({ document: bill, draft: { date: '2026-11-24' } }),
      documentDraftChanged({ document: bill, field: 'purchaseOrderId', value: 9 }),
      documentOriginTermsFilled({
        document: bill,
        originId: 9,
        terms: { branchId: null, placeOfSupply: '24' },
      }),
    );
    expect(selectDocumentForm(lacking, bill).draft).toMatchObject({ placeOfSupply: '24' });
    expect(selectDocumentForm(lacking, bill).draft).not.toHaveProperty('branchId');
    const stale = reduce(
      documentFormCleared({ document: bill, draft: { date: '2026-11-24' } }),
      documentDraftChanged({ document: bill, field: 'purchaseOrderId', value: 10 }),
      documentOriginTermsFilled({ document: bill, originId: 9, terms }),
    );
    expect(selectDocumentForm(stale, bill).draft).not.toHaveProperty('branchId');
    // A document made from nothing in its header (an order) takes nothing.
    const order = reduce(
      documentFormCleared({ document: 'purchaseOrder', draft: {} }),
      documentOriginTermsFilled({ document: 'purchaseOrder', originId: 9, terms }),
    );
    expect(selectDocumentForm(order, 'purchaseOrder').draft).not.toHaveProperty('branchId');
  });
});

describe('fillTermsFromOriginEpic (decision 2020)', () => {
  it("a bill's purchase order chosen: its terms are asked with the draft's header; a newer choice cancels the older", () => {
    const originTerms = vi.fn();
    const state = stateAfter(
      documentFormCleared({
        document: bill,
        draft: { partyId: 5, purchaseOrderId: 9, lines: [{ itemId: 1 }] },
      }),
    );
    marbles(({ hot, cold, expectObservable }) => {
      originTerms.mockReturnValue(cold('--t|', { t: terms }));
      const action$ = hot('-a-a-b', {
        a: documentDraftChanged({ document: bill, field: 'purchaseOrderId', value: 9 }),
        b: documentDraftChanged({ document: bill, field: 'remarks', value: 'x' }),
      });
      expectObservable(
        fillTermsFromOriginEpic(action$, state, dependencies(stubApi({ documents: { originTerms } }))),
      ).toBe('-----f', { f: documentOriginTermsFilled({ document: bill, originId: 9, terms }) });
    });
    expect(originTerms).toHaveBeenCalledWith(bill, { partyId: 5, purchaseOrderId: 9 });
  });

  it('every document naming its origin in its header asks it (an inward, a note); an order or a cleared one does not; a failure says why', () => {
    const originTerms = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      originTerms.mockReturnValue(
        cold('-#', {}, new ApiError(RESPONSE_CODES.NOT_FOUND, 'There is no such order.', 404)),
      );
      const action$ = hot('-a-b-c', {
        a: documentDraftChanged({ document: bill, field: 'purchaseOrderId', value: null }),
        b: documentDraftChanged({ document: 'purchaseOrder', field: 'branchId', value: 9 }),
        c: documentDraftChanged({ document: 'creditNote', field: 'salesInvoiceId', value: 9 }),
      });
      expectObservable(
        fillTermsFromOriginEpic(
          action$,
          stateAfter(documentFormCleared({ document: 'creditNote', draft: { salesInvoiceId: 9 } })),
          dependencies(stubApi({ documents: { originTerms } })),
        ),
      ).toBe('------t', { t: toast.error('There is no such order.') });
    });
    expect(originTerms).toHaveBeenCalledTimes(1);
  });
});

describe('an inward filled from its order line takes its rate less its discount (decision 2020)', () => {
  it('₹50 less 10% fills ₹45; a line with no discount its rate', () => {
    const order = {
      id: 9,
      partyId: 5,
      branchId: 1,
      lines: [
        { id: 31, itemId: 11, uomId: 3, quantity: 100, receivedQuantity: 0, rate: 50, discountPercent: 10 },
        { id: 32, itemId: 12, uomId: 3, quantity: 10, receivedQuantity: 0, rate: 20, discountPercent: null },
      ],
    };
    const state = reduce(
      documentFormCleared({ document: 'inward', draft: { date: '2026-11-23' } }),
      documentDraftChanged({ document: 'inward', field: 'purchaseOrderId', value: 9 }),
      documentOrderFilled({ document: 'inward', order }),
    );
    expect(selectDocumentForm(state, 'inward').draft?.lines?.map((line) => line.rate)).toEqual([45, 20]);
  });
});
