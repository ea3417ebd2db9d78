import { describe, expect, it, vi } from 'vitest';
import { RESPONSE_CODES } from '@erp/domain';
import { ApiError } from '../../client/envelope.ts';
import {
  dependencies,
  marbles,
  stateAfter,
  stubApi,
  withoutDownloadState,
} from '../../../test/support/epics.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { sysConfigLoaded } from '../config/configSlice.ts';
import {
  askDocumentPlacesEpic,
  documentLabelsRequested,
  documentZplLabelsRequested,
  documentOrderFillRequested,
  fillBillFromOrderEpic,
  chooseFilledLookupsEpic,
  fillFromOrderEpic,
  lastPriceEpic,
  loadDocumentPlacesEpic,
  prefillFromConfigEpic,
  printDocumentEpic,
  reloadAfterDecisionEpic,
} from './documentDraftEpics.ts';
import { approvalDecided } from '../approvals/approvalsSlice.ts';
import {
  documentDraftChanged,
  documentFormCleared,
  documentLineChanged,
  documentLinePriced,
  documentBillLinesFilled,
  documentOrderFilled,
  documentPlacesLoaded,
  documentPlacesRequested,
  documentRecordLoaded,
  documentRecordRequested,
} from './documentsSlice.ts';

const document = 'purchaseOrder';
const places = { supplierState: '24', placeOfSupply: '27' };

describe('askDocumentPlacesEpic', () => {
  it('the party, branch or chosen place changed: the places are asked again; another field asks nothing', () => {
    marbles(({ hot, expectObservable }) => {
      const action$ = hot('-a-b-c', {
        a: documentDraftChanged({ document, field: 'partyId', value: 5 }),
        b: documentDraftChanged({ document, field: 'remarks', value: 'x' }),
        c: documentDraftChanged({ document, field: 'placeOfSupply', value: '27' }),
      });
      expectObservable(askDocumentPlacesEpic(action$, stateAfter(), dependencies(stubApi()))).toBe('-r---r', {
        r: documentPlacesRequested({ document }),
      });
    });
  });

  it("decision 1811: a quotation's funnel entry chosen asks the places again (its customer's)", () => {
    marbles(({ hot, expectObservable }) => {
      const action$ = hot('-a-b', {
        a: documentDraftChanged({ document: 'quotation', field: 'funnelId', value: 9 }),
        b: documentDraftChanged({ document, field: 'funnelId', value: 9 }),
      });
      expectObservable(askDocumentPlacesEpic(action$, stateAfter(), dependencies(stubApi()))).toBe('-r', {
        r: documentPlacesRequested({ document: 'quotation' }),
      });
    });
  });
});

describe('loadDocumentPlacesEpic', () => {
  it("POST {module}/places with the draft's party, branch and place; a newer ask cancels the older", () => {
    const placesCall = vi.fn();
    const state = stateAfter(
      documentFormCleared({ document, draft: { partyId: 5, branchId: 1, placeOfSupply: '' } }),
      documentPlacesRequested({ document }),
    );
    marbles(({ hot, cold, expectObservable }) => {
      placesCall.mockReturnValue(cold('--p|', { p: places }));
      const action$ = hot('-a-a', { a: documentPlacesRequested({ document }) });
      expectObservable(
        loadDocumentPlacesEpic(action$, state, dependencies(stubApi({ documents: { places: placesCall } }))),
      ).toBe('-----l', { l: documentPlacesLoaded({ document, requestId: 1, places }) });
    });
    expect(placesCall).toHaveBeenCalledWith(document, { partyId: 5, branchId: 1, placeOfSupply: null });
  });

  it("decisions 1811, 1840: a quotation asks with its funnel entry, by the entry's customer; a prospect by its branch and entry", () => {
    const placesCall = vi.fn();
    const quotation = (funnel: Record<string, unknown>) =>
      stateAfter(
        documentFormCleared({ document: 'quotation', draft: { branchId: 1 } }),
        documentDraftChanged({
          document: 'quotation',
          field: 'funnelId',
          value: 9,
          record: { id: 9, companyName: 'Narmada Cement', ...funnel },
        }),
      );
    marbles(({ hot, cold, expectObservable }) => {
      placesCall.mockReturnValue(cold('p|', { p: places }));
      const deps = dependencies(stubApi({ documents: { places: placesCall } }));
      const action$ = hot('-a', { a: documentPlacesRequested({ document: 'quotation' }) });
      expectObservable(loadDocumentPlacesEpic(action$, quotation({ partyId: 6 }), deps)).toBe('-l', {
        l: documentPlacesLoaded({ document: 'quotation', requestId: 0, places }),
      });
      expectObservable(loadDocumentPlacesEpic(action$, quotation({ partyId: null }), deps)).toBe('-l', {
        l: documentPlacesLoaded({ document: 'quotation', requestId: 0, places }),
      });
    });
    expect(placesCall.mock.calls).toEqual([
      ['quotation', { funnelId: 9, partyId: 6, branchId: 1, placeOfSupply: null }],
      ['quotation', { funnelId: 9, partyId: null, branchId: 1, placeOfSupply: null }],
    ]);
  });

  it('nothing to ask before a party or branch is chosen; a failure keeps the last places quietly', () => {
    const placesCall = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      placesCall.mockReturnValue(cold('-#'));
      const empty = stateAfter(documentFormCleared({ document }));
      const chosen = stateAfter(documentFormCleared({ document, draft: { branchId: 1 } }));
      const deps = dependencies(stubApi({ documents: { places: placesCall } }));
      const action$ = hot('-a', { a: documentPlacesRequested({ document }) });
      expectObservable(loadDocumentPlacesEpic(action$, empty, deps)).toBe('--');
      expectObservable(loadDocumentPlacesEpic(action$, chosen, deps)).toBe('---');
    });
    expect(placesCall).toHaveBeenCalledTimes(1);
  });
});

describe('printDocumentEpic', () => {
  it('issue 22: the ZPL of the same labels downloads; a refusal is a toast', () => {
    const labelsZpl = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      labelsZpl.mockReturnValueOnce(cold('-f|', { f: 'Labels GRN-2026-27-00001.zpl' }));
      labelsZpl.mockReturnValueOnce(
        cold('-#', {}, new ApiError(RESPONSE_CODES.NOT_FOUND, 'Inward not found', 404)),
      );
      const action$ = hot('-a-b', {
        a: documentZplLabelsRequested({ document: 'inward', id: 7, number: 'GRN/2026-27/00001' }),
        b: documentZplLabelsRequested({ document: 'inward', id: 9, number: null }),
      });
      expectObservable(
        withoutDownloadState(printDocumentEpic)(
          action$,
          stateAfter(),
          dependencies(stubApi({ labels: { labelsZpl } })),
        ),
      ).toBe('----e', { e: toast.error('Inward not found') });
    });
    expect(labelsZpl).toHaveBeenCalledWith('inward', 7, 'GRN/2026-27/00001', expect.any(Function));
    expect(labelsZpl).toHaveBeenCalledWith('inward', 9, '9', expect.any(Function));
  });

  it("issue 17: prints an inward's QR labels (the sheet saved under its number); a refusal is a toast", () => {
    const labels = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      labels.mockReturnValueOnce(cold('-f|', { f: 'Labels GRN-2026-27-00001.pdf' }));
      labels.mockReturnValueOnce(
        cold('-#', {}, new ApiError(RESPONSE_CODES.IN_USE, 'Labels are not in use', 409)),
      );
      const action$ = hot('-a-b', {
        a: documentLabelsRequested({ document: 'inward', id: 7, number: 'GRN/2026-27/00001' }),
        b: documentLabelsRequested({ document: 'inward', id: 9, number: null }),
      });
      expectObservable(
        withoutDownloadState(printDocumentEpic)(
          action$,
          stateAfter(),
          dependencies(stubApi({ labels: { labels } })),
        ),
      ).toBe('----e', { e: toast.error('Labels are not in use') });
    });
    expect(labels).toHaveBeenCalledWith('inward', 7, 'GRN/2026-27/00001', expect.any(Function));
    expect(labels).toHaveBeenCalledWith('inward', 9, '9', expect.any(Function));
  });
});

describe('lastPriceEpic', () => {
  const granules = { id: 11, name: 'PP Granules', uomId: 3, purchasePrice: 104.5, purchaseGstRate: 18 };

  it("issue 16: an item chosen on a supplier's order asks its last price; the line takes it over the item's", () => {
    const getItemLastPurchasePrice = vi.fn();
    const chose = documentLineChanged({ document, index: 0, field: 'itemId', value: 11, item: granules });
    const state = stateAfter(documentFormCleared({ document, draft: { partyId: 5 } }), chose);
    marbles(({ hot, cold, expectObservable }) => {
      getItemLastPurchasePrice.mockReturnValue(
        cold('-p|', { p: { rate: 101, date: '2026-10-01', number: 'PO/1' } }),
      );
      expectObservable(
        lastPriceEpic(
          hot('-a', { a: chose }),
          state,
          dependencies(stubApi({ items: { getItemLastPurchasePrice } })),
        ),
      ).toBe('--l', {
        l: documentLinePriced({ document, index: 0, itemId: 11, itemRate: 104.5, rate: 101 }),
      });
    });
    expect(getItemLastPurchasePrice).toHaveBeenCalledWith({ supplierId: 5, itemId: 11 });
  });

  it("a sales order asks the customer's last price; none, no party, or a failure leaves the item's rate", () => {
    const getItemLastPrice = vi.fn();
    const chose = documentLineChanged({
      document: 'salesOrder',
      index: 0,
      field: 'itemId',
      value: 11,
      item: granules,
    });
    const withParty = stateAfter(
      documentFormCleared({ document: 'salesOrder', draft: { partyId: 8 } }),
      chose,
    );
    const noParty = stateAfter(documentFormCleared({ document: 'salesOrder' }), chose);
    marbles(({ hot, cold, expectObservable }) => {
      getItemLastPrice.mockReturnValueOnce(cold('-n|', { n: null })).mockReturnValueOnce(cold('-#'));
      const deps = dependencies(stubApi({ items: { getItemLastPrice } }));
      const action$ = hot('-a-a', { a: chose });
      expectObservable(lastPriceEpic(action$, withParty, deps)).toBe('-----');
      expectObservable(lastPriceEpic(action$, noParty, deps)).toBe('-----');
    });
    expect(getItemLastPrice).toHaveBeenCalledWith({ customerId: 8, itemId: 11 });
  });

  it("decision 1626: a quotation's customer known only through its funnel entry is priced by", () => {
    const getItemLastPrice = vi.fn();
    const entry = { id: 9, companyName: 'Kisan Agro Industries', partyId: 8 };
    const chose = documentLineChanged({
      document: 'quotation',
      index: 0,
      field: 'itemId',
      value: 11,
      item: granules,
    });
    const state = stateAfter(
      documentFormCleared({ document: 'quotation' }),
      documentDraftChanged({ document: 'quotation', field: 'funnelId', value: 9, record: entry }),
      chose,
    );
    marbles(({ hot, cold, expectObservable }) => {
      getItemLastPrice.mockReturnValue(cold('-p|', { p: { rate: 118, date: '2026-11-01', number: 'QT/1' } }));
      expectObservable(
        lastPriceEpic(hot('-a', { a: chose }), state, dependencies(stubApi({ items: { getItemLastPrice } }))),
      ).toBe('--l', {
        l: documentLinePriced({ document: 'quotation', index: 0, itemId: 11, itemRate: null, rate: 118 }),
      });
    });
    expect(getItemLastPrice).toHaveBeenCalledWith({ customerId: 8, itemId: 11 });
  });
});

describe('reloadAfterDecisionEpic', () => {
  it("an approval decided on the form's document reads it again; another document's is not the form's business", () => {
    const record = {
      id: 7,
      version: 3,
      number: 'PO/2026-27/00001',
      status: 5 as const,
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
    const state = stateAfter(documentRecordLoaded({ document, record }));
    marbles(({ hot, expectObservable }) => {
      const action$ = hot('-a-b-c', {
        a: approvalDecided({ moduleId: 1, entityId: 7, decision: 'approve' }),
        b: approvalDecided({ moduleId: 1, entityId: 8, decision: 'approve' }),
        c: approvalDecided({ moduleId: 2, entityId: 7, decision: 'reject' }),
      });
      expectObservable(reloadAfterDecisionEpic(action$, state, dependencies(stubApi()))).toBe('-r', {
        r: documentRecordRequested({ document, id: 7 }),
      });
    });
  });
});

describe('a stock document (issue 17)', () => {
  it('asks no places and no last price: it carries no GST, and an inward takes its rate from the order', () => {
    marbles(({ hot, expectObservable }) => {
      const action$ = hot('-a-b', {
        a: documentDraftChanged({ document: 'inward', field: 'partyId', value: 5 }),
        b: documentLineChanged({
          document: 'inward',
          index: 0,
          field: 'itemId',
          value: 7,
          item: { id: 7, name: 'PP' },
        }),
      });
      const deps = dependencies(stubApi());
      expectObservable(askDocumentPlacesEpic(action$, stateAfter(), deps)).toBe('----');
      expectObservable(lastPriceEpic(action$, stateAfter(), deps)).toBe('----');
    });
  });
});

// Issue 56: "choosing a gate entry on an inward leaves its purchase order blank".
describe('chooseFilledLookupsEpic', () => {
  const inward = 'inward';
  const gate = {
    id: 4,
    number: 'GE/2026-27/00004',
    purchaseOrderId: 9,
    purchaseOrder: { id: 9, number: 'PO/2026-27/00009' },
    challanNumber: 'CH-GE-9',
  };
  const chosen = documentDraftChanged({ document: inward, field: 'preInwardId', value: 4, record: gate });

  it('a gate entry chosen chooses its purchase order where the inward names none, as the user would', () => {
    marbles(({ hot, expectObservable }) => {
      const action$ = hot('-a', { a: chosen });
      const state$ = stateAfter(documentFormCleared({ document: inward, draft: {} }), chosen);
      expectObservable(chooseFilledLookupsEpic(action$, state$, dependencies(stubApi()))).toBe('-p', {
        p: documentDraftChanged({
          document: inward,
          field: 'purchaseOrderId',
          value: 9,
          record: { id: 9, number: 'PO/2026-27/00009' },
        }),
      });
    });
  });

  it('an order named already stays (the save refuses another in words), and a record naming none chooses none', () => {
    marbles(({ hot, expectObservable }) => {
      const action$ = hot('-a-b', {
        a: chosen,
        b: documentDraftChanged({
          document: inward,
          field: 'preInwardId',
          value: 5,
          record: { id: 5, number: 'GE/2026-27/00005', purchaseOrderId: null },
        }),
      });
      const state$ = stateAfter(
        documentFormCleared({ document: inward, draft: { purchaseOrderId: 7 } }),
        chosen,
      );
      expectObservable(chooseFilledLookupsEpic(action$, state$, dependencies(stubApi()))).toBe('----');
    });
  });

  it('a field that fills nothing (a challan number typed) chooses nothing', () => {
    marbles(({ hot, expectObservable }) => {
      const action$ = hot('-a', {
        a: documentDraftChanged({ document: inward, field: 'challanNumber', value: 'X' }),
      });
      expectObservable(chooseFilledLookupsEpic(action$, stateAfter(), dependencies(stubApi()))).toBe('--');
    });
  });
});

describe('fillFromOrderEpic', () => {
  const order = { id: 9, partyId: 5, lines: [] };

  it("the inward's purchase order chosen: the order is read and fills the draft; a newer choice cancels the older", () => {
    const getAgainst = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getAgainst.mockReturnValue(cold('--o|', { o: order }));
      const action$ = hot('-a-a-b', {
        a: documentDraftChanged({ document: 'inward', field: 'purchaseOrderId', value: 9 }),
        b: documentDraftChanged({ document: 'inward', field: 'remarks', value: 'x' }),
      });
      expectObservable(
        fillFromOrderEpic(action$, stateAfter(), dependencies(stubApi({ documents: { getAgainst } }))),
      ).toBe('-----f', { f: documentOrderFilled({ document: 'inward', order }) });
    });
    expect(getAgainst).toHaveBeenCalledWith('inward', 9);
  });

  it("a gate entry's purchase order chosen (issue 42): read the same way, through the gate entry", () => {
    const getAgainst = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getAgainst.mockReturnValue(cold('-o|', { o: order }));
      const action$ = hot('-a', {
        a: documentDraftChanged({ document: 'preInward', field: 'purchaseOrderId', value: 9 }),
      });
      expectObservable(
        fillFromOrderEpic(action$, stateAfter(), dependencies(stubApi({ documents: { getAgainst } }))),
      ).toBe('--f', { f: documentOrderFilled({ document: 'preInward', order }) });
    });
    expect(getAgainst).toHaveBeenCalledWith('preInward', 9);
  });

  it('a cleared order reads nothing; a failure says why', () => {
    const getAgainst = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getAgainst.mockReturnValue(
        cold('-#', {}, new ApiError(RESPONSE_CODES.NOT_FOUND, 'There is no such order.', 404)),
      );
      const action$ = hot('-a-b', {
        a: documentDraftChanged({ document: 'inward', field: 'purchaseOrderId', value: null }),
        b: documentDraftChanged({ document: 'inward', field: 'purchaseOrderId', value: 9 }),
      });
      expectObservable(
        fillFromOrderEpic(action$, stateAfter(), dependencies(stubApi({ documents: { getAgainst } }))),
      ).toBe('----e', { e: toast.error('There is no such order.') });
    });
  });
});

describe('prefillFromConfigEpic (decision 1230: a new weaving entry starts from DEFAULT_TAPEBOBINE_MATERIAL)', () => {
  const weaving = 'weavingProcess';
  const bobbins = { id: 12, name: 'PP Tape Bobbin 800 D', uomId: 3, uom: { id: 3, name: 'Kg', decimals: 3 } };
  const configured = (value: string) => stateAfter(sysConfigLoaded({ DEFAULT_TAPEBOBINE_MATERIAL: value }));

  it("reads the configured item and makes it the first line's, as a prefill that leaves the form unedited", () => {
    const getById = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getById.mockReturnValue(cold('-i|', { i: bobbins }));
      const action$ = hot('-a', {
        a: documentFormCleared({ document: weaving, draft: { date: '2026-11-24' } }),
      });
      expectObservable(
        prefillFromConfigEpic(action$, configured('12'), dependencies(stubApi({ entity: { getById } }))),
      ).toBe('--l', {
        l: documentLineChanged({
          document: weaving,
          index: 0,
          field: 'itemId',
          value: 12,
          item: bobbins,
          prefilled: true,
        }),
      });
    });
    expect(getById).toHaveBeenCalledWith('chemical/item', 12);
  });

  it('nothing when unset or not an id, for an edited record, a document without such a field, or a failed read', () => {
    const getById = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getById.mockReturnValue(cold('-#'));
      const deps = dependencies(stubApi({ entity: { getById } }));
      const action$ = hot('-a-b-c', {
        a: documentFormCleared({ document: weaving, draft: {} }),
        b: documentFormCleared({ document: weaving }),
        c: documentFormCleared({ document: 'slittingProcess', draft: {} }),
      });
      expectObservable(prefillFromConfigEpic(action$, configured(''), deps)).toBe('------');
      expectObservable(prefillFromConfigEpic(action$, configured('x'), deps)).toBe('------');
      expectObservable(prefillFromConfigEpic(action$, configured('12'), deps)).toBe('------');
    });
    expect(getById).toHaveBeenCalledTimes(1);
  });
});

describe('fillBillFromOrderEpic (decision 1442)', () => {
  const lines = [{ purchaseOrderLineId: 31, itemId: 11, quantity: 40, rate: 112.5 }];

  it('From Purchase Order asked: the chosen order fills it again; before an order is chosen it says so (1494)', () => {
    const linesFromOrder = vi.fn();
    const draft = (purchaseOrderId: number | null) =>
      stateAfter(documentFormCleared({ document: 'purchaseBill', draft: { purchaseOrderId } }));
    marbles(({ hot, cold, expectObservable }) => {
      linesFromOrder.mockReturnValue(cold('--l|', { l: lines }));
      const action$ = hot('-r', { r: documentOrderFillRequested({ document: 'purchaseBill' }) });
      const deps = dependencies(stubApi({ documents: { linesFromOrder } }));
      expectObservable(fillBillFromOrderEpic(action$, draft(9), deps)).toBe('---f', {
        f: documentBillLinesFilled({ document: 'purchaseBill', orderId: 9, lines }),
      });
      expectObservable(fillBillFromOrderEpic(action$, draft(null), deps)).toBe('-t', {
        t: toast.error('Choose the Purchase Order first'),
      });
    });
    expect(linesFromOrder).toHaveBeenCalledTimes(1);
  });

  it("the bill's purchase order chosen: the server's unbilled lines fill it; a newer choice cancels the older", () => {
    const linesFromOrder = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      linesFromOrder.mockReturnValue(cold('--l|', { l: lines }));
      const action$ = hot('-a-a-b', {
        a: documentDraftChanged({ document: 'purchaseBill', field: 'purchaseOrderId', value: 9 }),
        b: documentDraftChanged({ document: 'purchaseBill', field: 'remarks', value: 'x' }),
      });
      expectObservable(
        fillBillFromOrderEpic(
          action$,
          stateAfter(),
          dependencies(stubApi({ documents: { linesFromOrder } })),
        ),
      ).toBe('-----f', { f: documentBillLinesFilled({ document: 'purchaseBill', orderId: 9, lines }) });
    });
    expect(linesFromOrder).toHaveBeenCalledWith('purchaseBill', 9);
  });

  it("a cleared order asks nothing; the inward's order is not a bill's; a failure says why", () => {
    const linesFromOrder = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      linesFromOrder.mockReturnValue(
        cold('-#', {}, new ApiError(RESPONSE_CODES.NOT_FOUND, 'There is no such order.', 404)),
      );
      const action$ = hot('-a-b-c', {
        a: documentDraftChanged({ document: 'purchaseBill', field: 'purchaseOrderId', value: null }),
        b: documentDraftChanged({ document: 'inward', field: 'purchaseOrderId', value: 9 }),
        c: documentDraftChanged({ document: 'purchaseBill', field: 'purchaseOrderId', value: 9 }),
      });
      expectObservable(
        fillBillFromOrderEpic(
          action$,
          stateAfter(),
          dependencies(stubApi({ documents: { linesFromOrder } })),
        ),
      ).toBe('------t', { t: toast.error('There is no such order.') });
    });
  });
});
