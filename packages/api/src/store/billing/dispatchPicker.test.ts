import { describe, expect, it, vi } from 'vitest';
import { RESPONSE_CODES } from '@erp/domain';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { ApiError } from '../../client/envelope.ts';
import type { DispatchesFill, DispatchLinesQuery } from '../../documents/documents.ts';
import {
  documentDispatchesFilled,
  documentFormCleared,
  selectDocumentForm,
} from '../documents/documentsSlice.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { rootReducer, type RootState } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import { fillFromDispatchesEpic, loadDispatchPickerEpic } from './dispatchPickerEpics.ts';
import {
  dispatchesBillAnswered,
  dispatchesBillRequested,
  dispatchPickerFailed,
  dispatchPickerLoaded,
  dispatchPickerRequested,
  dispatchPickerToggled,
} from './dispatchPickerSlice.ts';

// Issue 20 (decisions 1404, 1460): an invoice's From Dispatches — the customer's dispatch lines left to
// bill, paged and searched on the server; the dispatches ticked fill the draft.

const document = 'salesInvoice';
const ROW = {
  dispatchId: 3,
  dispatchNumber: 'DC/26-27/00003',
  dispatchDate: '2026-11-24',
  dispatchLineId: 31,
  salesOrderNumber: 'SO/26-27/00002',
  parcelNumber: 'P-0007',
  lotNumber: 'L1',
  itemId: 11,
  itemName: 'PP Woven Sack 50 kg Cement',
  uomName: 'BAG',
  uomDecimals: 0,
  dispatchedQuantity: 500,
  invoicedQuantity: 200,
  leftQuantity: 300,
};
const first: DispatchLinesQuery = { partyId: 5, search: '', page: 1, size: 10 };
const searched: DispatchLinesQuery = { ...first, search: 'DC/' };
const asked = (query: DispatchLinesQuery) => dispatchPickerRequested({ document, query });
const reduce = (...actions: Parameters<typeof rootReducer>[1][]): RootState =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' }));

const line = {
  dispatchLineId: 31,
  salesOrderLineId: 21,
  itemId: 11,
  item: { id: 11, name: 'PP Woven Sack 50 kg Cement' },
  uomId: 3,
  uom: { id: 3, name: 'BAG' },
  quantity: 300,
  rate: 18.5,
  discountPercent: null,
  hsnCode: '6305',
  gstRate: 5,
};
const fill: DispatchesFill = {
  partyId: 5,
  branchId: 2,
  branch: { id: 2, name: 'Vapi' },
  placeOfSupply: '24',
  shipTo: 'Plot 4, GIDC Vapi',
  paymentTerms: '30 days',
  creditDays: 30,
  transportId: 8,
  transport: { id: 8, name: 'VRL Logistics' },
  vehicleNumber: 'GJ01AB1234',
  lrNumber: null,
  freight: 1500,
  lines: [line],
};

describe('dispatch picker slice (decision 1460)', () => {
  it('shows the answer to the latest ask only; a failure keeps its words; a new session starts afresh', () => {
    expect(
      reduce(asked(first), dispatchPickerLoaded({ query: first, rows: [ROW], total: 1 })).dispatchPicker,
    ).toMatchObject({ document, rows: [ROW], total: 1, status: 'loaded' });
    expect(
      reduce(asked(first), asked(searched), dispatchPickerLoaded({ query: first, rows: [ROW], total: 1 }))
        .dispatchPicker,
    ).toMatchObject({ query: searched, rows: [], status: 'loading' });
    expect(reduce(asked(first), dispatchPickerFailed({ message: 'Busy' })).dispatchPicker).toMatchObject({
      status: 'failed',
      error: 'Busy',
    });
    expect(reduce(asked(first), sessionEnded({ reason: 'logout' })).dispatchPicker.document).toBe(null);
  });

  it("a row's tick chooses its dispatch, a second untick it; another customer's ask or a bill clears them", () => {
    const toggled = (dispatchId: number) => dispatchPickerToggled({ dispatchId });
    expect(
      reduce(asked(first), toggled(3), toggled(4), toggled(3), toggled(5)).dispatchPicker.chosen,
    ).toEqual([4, 5]);
    expect(reduce(asked(first), toggled(3), asked(searched)).dispatchPicker.chosen).toEqual([3]);
    expect(reduce(asked(first), toggled(3), asked({ ...first, partyId: 6 })).dispatchPicker.chosen).toEqual(
      [],
    );
    const billing = reduce(asked(first), toggled(3), dispatchesBillRequested({ document })).dispatchPicker;
    expect(billing).toMatchObject({ billing: true, chosen: [3] });
    const refused = [asked(first), toggled(3), dispatchesBillAnswered({ billed: false })] as const;
    expect(reduce(...refused).dispatchPicker).toMatchObject({ billing: false, chosen: [3] });
    expect(
      reduce(asked(first), toggled(3), dispatchesBillAnswered({ billed: true })).dispatchPicker.chosen,
    ).toEqual([]);
  });
});

describe('loadDispatchPickerEpic', () => {
  it('reads the page asked; a newer search cancels the older read; a refusal is kept in words', () => {
    const dispatchLinesToBill = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      dispatchLinesToBill.mockReturnValueOnce(cold('---r|', { r: { rows: [ROW], totalCount: 9 } }));
      dispatchLinesToBill.mockReturnValueOnce(cold('-r|', { r: { rows: [ROW], totalCount: 1 } }));
      dispatchLinesToBill.mockReturnValueOnce(
        cold(
          '-#',
          undefined,
          new ApiError(RESPONSE_CODES.VALIDATION_FAILED, 'Choose the customer first.', 400),
        ),
      );
      expectObservable(
        loadDispatchPickerEpic(
          hot('-ab---a', { a: asked(first), b: asked(searched) }),
          stateAfter(),
          dependencies(stubApi({ documents: { dispatchLinesToBill } })),
        ),
      ).toBe('---l---f', {
        l: dispatchPickerLoaded({ query: searched, rows: [ROW], total: 1 }),
        f: dispatchPickerFailed({ message: 'Choose the customer first.' }),
      });
    });
    expect(dispatchLinesToBill).toHaveBeenNthCalledWith(2, document, searched);
  });
});

describe('fillFromDispatchesEpic', () => {
  const chosen = stateAfter(
    asked(first),
    dispatchPickerToggled({ dispatchId: 3 }),
    dispatchPickerToggled({ dispatchId: 4 }),
  );

  it('Bill Chosen reads the invoice the chosen dispatches make and fills the draft; a second press waits', () => {
    const linesFromDispatches = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      linesFromDispatches.mockReturnValue(cold('--f|', { f: fill }));
      const action$ = hot('-bb', { b: dispatchesBillRequested({ document }) });
      const api = dependencies(stubApi({ documents: { linesFromDispatches } }));
      expectObservable(fillFromDispatchesEpic(action$, chosen, api)).toBe('---(fa)', {
        f: documentDispatchesFilled({ document, fill }),
        a: dispatchesBillAnswered({ billed: true }),
      });
    });
    expect(linesFromDispatches).toHaveBeenCalledTimes(1);
    expect(linesFromDispatches).toHaveBeenCalledWith(document, [3, 4]);
  });

  it("nothing chosen asks nothing; a refusal is the toast in the server's words", () => {
    const linesFromDispatches = vi.fn();
    const refused = 'Dispatch DC/26-27/00003 is billed in full already.';
    marbles(({ hot, cold, expectObservable }) => {
      linesFromDispatches.mockReturnValue(
        cold('-#', {}, new ApiError(RESPONSE_CODES.VALIDATION_FAILED, refused, 400)),
      );
      const action$ = hot('-b', { b: dispatchesBillRequested({ document }) });
      const api = dependencies(stubApi({ documents: { linesFromDispatches } }));
      expectObservable(fillFromDispatchesEpic(action$, stateAfter(asked(first)), api)).toBe('-a', {
        a: dispatchesBillAnswered({ billed: false }),
      });
      expectObservable(fillFromDispatchesEpic(action$, chosen, api)).toBe('--(ta)', {
        t: toast.error(refused),
        a: dispatchesBillAnswered({ billed: false }),
      });
    });
  });
});

describe('documentDispatchesFilled', () => {
  const drafted = (draft: Record<string, unknown>) => documentFormCleared({ document, draft });

  it('takes the header the dispatches name and their lines, replacing blank lines and keeping filled ones', () => {
    const typed = { itemId: 12, quantity: 1, rate: 40 };
    const state = reduce(
      drafted({
        partyId: 5,
        party: { id: 5, name: 'Ambuja' },
        // What the customer filled when chosen: its own credit days (decision 2212).
        creditDays: 45,
        lrNumber: 'LR-1',
        lines: [typed, { quantity: 0 }],
      }),
      documentDispatchesFilled({ document, fill }),
    );
    const form = selectDocumentForm(state, document);
    expect(form.draft).toMatchObject({
      partyId: 5,
      party: { id: 5, name: 'Ambuja' },
      // The branch and payment terms come with the dispatches' sales order (decision 1842), its credit days
      // over the customer's (issue 56, decision 2212).
      branchId: 2,
      branch: { id: 2, name: 'Vapi' },
      placeOfSupply: '24',
      shipTo: 'Plot 4, GIDC Vapi',
      paymentTerms: '30 days',
      creditDays: 30,
      transportId: 8,
      transport: { id: 8, name: 'VRL Logistics' },
      vehicleNumber: 'GJ01AB1234',
      lrNumber: 'LR-1',
      freight: 1500,
    });
    expect(form.draft?.lines).toEqual([typed, line]);
    expect(form.edited).toBe(true);
    const again = reduce(
      drafted({ partyId: 5, lines: [line] }),
      documentDispatchesFilled({ document, fill }),
    );
    expect(selectDocumentForm(again, document).draft?.lines).toEqual([line]);
  });

  it('is dropped when the draft names another customer by now, or the document fills from nothing', () => {
    const other = reduce(drafted({ partyId: 6 }), documentDispatchesFilled({ document, fill }));
    expect(selectDocumentForm(other, document).draft?.freight).toBeUndefined();
    const note = reduce(
      documentFormCleared({ document: 'creditNote', draft: { partyId: 5 } }),
      documentDispatchesFilled({ document: 'creditNote', fill }),
    );
    expect(selectDocumentForm(note, 'creditNote').draft?.freight).toBeUndefined();
  });
});
