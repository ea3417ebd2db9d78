import { describe, expect, it, vi } from 'vitest';
import { DOCUMENT_STATUS, RESPONSE_CODES } from '@erp/domain';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { ApiError } from '../../client/envelope.ts';
import type { DocumentRecord } from '../../documents/documents.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import {
  documentFormEpic,
  loadDocumentAuditEpic,
  loadDocumentCountsEpic,
  loadDocumentListEpic,
  loadDocumentRecordEpic,
  reloadDocumentListEpic,
} from './documentsEpics.ts';
import {
  documentActionFailed,
  documentAuditFailed,
  documentAuditLoaded,
  documentAuditRequested,
  documentCountsLoaded,
  documentCountsRequested,
  documentDeleteRequested,
  documentDeleted,
  documentListFailed,
  documentListLoaded,
  documentListRequested,
  documentRecordFailed,
  documentRecordLoaded,
  documentRecordRequested,
  documentSaveRequested,
  documentSaved,
  documentTransitionRequested,
  documentTransitioned,
} from './documentsSlice.ts';

const document = 'purchaseOrder';
const draftRecord: DocumentRecord = {
  id: 7,
  version: 1,
  number: null,
  status: DOCUMENT_STATUS.DRAFT,
  date: '2026-11-23',
  lines: [{ id: 1, itemId: 3, quantity: 10, rate: 100, gstRate: 18 }],
  taxableTotal: 1000,
  cgstTotal: 90,
  sgstTotal: 90,
  igstTotal: 0,
  roundOff: 0,
  grandTotal: 1180,
  amountInWords: 'Rupees One Thousand One Hundred Eighty Only',
};
const openRecord: DocumentRecord = {
  ...draftRecord,
  version: 2,
  number: 'PO/2026-27/00001',
  status: DOCUMENT_STATUS.OPEN,
};
const draft = { partyId: 5, date: '2026-11-23', lines: [{ itemId: 3, quantity: 10, rate: 100 }] };
const page = (rows: DocumentRecord[], totalCount = rows.length) => ({ rows, totalCount });

describe('loadDocumentListEpic', () => {
  it('issue 16: GET getAllByPartner with the page, search, status tab and dates of the list', () => {
    const getAllByPartner = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getAllByPartner.mockReturnValue(cold('-r|', { r: page([openRecord], 41) }));
      const requested = documentListRequested({
        document,
        params: { page: 2, q: 'acme', status: DOCUMENT_STATUS.OPEN, from: '2026-04-01' },
      });
      expectObservable(
        loadDocumentListEpic(
          hot('-a', { a: requested }),
          stateAfter(requested),
          dependencies(stubApi({ documents: { getAllByPartner } })),
        ),
      ).toBe('--l', {
        l: documentListLoaded({ document, requestId: 1, rows: [openRecord], totalCount: 41 }),
      });
    });
    expect(getAllByPartner).toHaveBeenCalledWith(document, {
      page: 2,
      size: 10,
      q: 'acme',
      status: 10,
      from: '2026-04-01',
      to: null,
    });
  });

  it('a newer load of the same document type cancels the older one (switchMap)', () => {
    marbles(({ hot, cold, expectObservable, expectSubscriptions }) => {
      const stale = cold('----s|', { s: page([draftRecord]) });
      const fresh = cold('--f|', { f: page([openRecord]) });
      const replies = [stale, fresh];
      const getAllByPartner = vi.fn().mockImplementation(() => replies.shift());
      const requested = documentListRequested({ document });
      expectObservable(
        loadDocumentListEpic(
          hot('-ab', { a: requested, b: requested }),
          stateAfter(requested),
          dependencies(stubApi({ documents: { getAllByPartner } })),
        ),
      ).toBe('----f', {
        f: documentListLoaded({ document, requestId: 1, rows: [openRecord], totalCount: 1 }),
      });
      expectSubscriptions(stale.subscriptions).toBe('-^!');
    });
  });

  it('loads of purchase and sales orders do not cancel each other', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const getAllByPartner = vi
        .fn()
        .mockImplementation((key: string) =>
          key === document ? cold('---p|', { p: page([openRecord]) }) : cold('-s|', { s: page([]) }),
        );
      const po = documentListRequested({ document });
      const so = documentListRequested({ document: 'salesOrder' });
      expectObservable(
        loadDocumentListEpic(
          hot('-ab', { a: po, b: so }),
          stateAfter(po, so),
          dependencies(stubApi({ documents: { getAllByPartner } })),
        ),
      ).toBe('---sp', {
        p: documentListLoaded({ document, requestId: 1, rows: [openRecord], totalCount: 1 }),
        s: documentListLoaded({ document: 'salesOrder', requestId: 1, rows: [], totalCount: 0 }),
      });
    });
  });

  it('a failed load says so and shows an error toast', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const error = new ApiError(RESPONSE_CODES.FORBIDDEN, 'You are not allow to access this module', 403);
      const api = stubApi({ documents: { getAllByPartner: () => cold('-#', undefined, error) } });
      const requested = documentListRequested({ document });
      expectObservable(
        loadDocumentListEpic(hot('-a', { a: requested }), stateAfter(requested), dependencies(api)),
      ).toBe('--(ft)', {
        f: documentListFailed({ document, requestId: 1, message: error.serverMessage }),
        t: toast.error(error.serverMessage),
      });
    });
  });
});

describe('loadDocumentCountsEpic', () => {
  it('issue 16: each status tab counts its documents under the search and date range (a page of one per status)', () => {
    const getAllByPartner = vi.fn();
    const totals: Record<number, number> = { 0: 2, 5: 1, 10: 7, 20: 3, 30: 40, 90: 0 };
    marbles(({ hot, cold, expectObservable }) => {
      getAllByPartner.mockImplementation((_key: string, query: { status: number }) =>
        cold('-r|', { r: page([], totals[query.status]) }),
      );
      const asked = documentCountsRequested({ document });
      const state$ = stateAfter(
        documentListRequested({
          document,
          params: { q: 'acme', status: DOCUMENT_STATUS.OPEN, from: '2026-04-01' },
        }),
        asked,
      );
      expectObservable(
        loadDocumentCountsEpic(
          hot('-a', { a: asked }),
          state$,
          dependencies(stubApi({ documents: { getAllByPartner } })),
        ),
      ).toBe('---c', { c: documentCountsLoaded({ document, requestId: 1, counts: totals }) });
    });
    expect(getAllByPartner).toHaveBeenCalledTimes(6);
    expect(getAllByPartner).toHaveBeenCalledWith(document, {
      page: 1,
      size: 1,
      q: 'acme',
      status: DOCUMENT_STATUS.CLOSED,
      from: '2026-04-01',
      to: null,
    });
  });

  it('a failed count says so in a toast; the tabs keep what they showed', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const error = new ApiError(RESPONSE_CODES.FORBIDDEN, 'No access', 403);
      const api = stubApi({ documents: { getAllByPartner: () => cold('-#', undefined, error) } });
      const asked = documentCountsRequested({ document });
      expectObservable(
        loadDocumentCountsEpic(hot('-a', { a: asked }), stateAfter(asked), dependencies(api)),
      ).toBe('--t', { t: toast.error('No access') });
    });
  });
});

describe('reloadDocumentListEpic', () => {
  it('spec §4: a recount past the end fetches the page it stepped back to', () => {
    marbles(({ hot, expectObservable }) => {
      const loaded = documentListLoaded({ document, requestId: 1, rows: [], totalCount: 12 });
      const state$ = stateAfter(documentListRequested({ document, params: { page: 5 } }), loaded);
      expectObservable(
        reloadDocumentListEpic(hot('-a', { a: loaded }), state$, dependencies(stubApi())),
      ).toBe('-r', {
        r: documentListRequested({ document }),
      });
    });
  });

  it('a page within the list asks nothing more', () => {
    marbles(({ hot, expectObservable }) => {
      const loaded = documentListLoaded({ document, requestId: 1, rows: [openRecord], totalCount: 12 });
      const state$ = stateAfter(documentListRequested({ document }), loaded);
      expectObservable(
        reloadDocumentListEpic(hot('-a', { a: loaded }), state$, dependencies(stubApi())),
      ).toBe('');
    });
  });
});

describe('loadDocumentRecordEpic', () => {
  it('issue 16: GET {apiPath}/{id}', () => {
    const getById = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getById.mockReturnValue(cold('-r|', { r: openRecord }));
      const action$ = hot('-a', { a: documentRecordRequested({ document, id: 7 }) });
      expectObservable(
        loadDocumentRecordEpic(action$, stateAfter(), dependencies(stubApi({ documents: { getById } }))),
      ).toBe('--r', { r: documentRecordLoaded({ document, record: openRecord }) });
    });
    expect(getById).toHaveBeenCalledWith(document, 7);
  });

  it("decision 0511: another organisation's or a deleted document (404) is missing, with no toast", () => {
    marbles(({ hot, cold, expectObservable }) => {
      const error = new ApiError(RESPONSE_CODES.NOT_FOUND, 'Purchase order not found.', 404);
      const api = stubApi({ documents: { getById: () => cold('-#', undefined, error) } });
      const action$ = hot('-a', { a: documentRecordRequested({ document, id: 99 }) });
      expectObservable(loadDocumentRecordEpic(action$, stateAfter(), dependencies(api))).toBe('--f', {
        f: documentRecordFailed({ document, message: 'Purchase order not found.', missing: true }),
      });
    });
  });

  it('any other failure says so with a toast', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const error = new ApiError(RESPONSE_CODES.INTERNAL_SERVER_ERROR, '', 500);
      const api = stubApi({ documents: { getById: () => cold('-#', undefined, error) } });
      const action$ = hot('-a', { a: documentRecordRequested({ document, id: 7 }) });
      expectObservable(loadDocumentRecordEpic(action$, stateAfter(), dependencies(api))).toBe('--(ft)', {
        f: documentRecordFailed({ document, message: error.message }),
        t: toast.error(error.message),
      });
    });
  });
});

describe('documentFormEpic: save', () => {
  it('issue 16: a new draft is saved and the answer (number, totals) replaces it, with a toast', () => {
    const save = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      save.mockReturnValue(cold('-r|', { r: draftRecord }));
      const action$ = hot('-a', { a: documentSaveRequested({ document, draft }) });
      expectObservable(
        documentFormEpic(action$, stateAfter(), dependencies(stubApi({ documents: { save } }))),
      ).toBe('--(st)', {
        s: documentSaved({ document, record: draftRecord }),
        t: toast.success('Purchase Order Saved Successfully'),
      });
    });
    expect(save).toHaveBeenCalledWith(document, draft);
  });

  it('issue 16: a draft with id and version goes to save too, and is updated', () => {
    const save = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      save.mockReturnValue(cold('-r|', { r: { ...draftRecord, version: 2 } }));
      const action$ = hot('-a', {
        a: documentSaveRequested({ document, draft: { ...draft, id: 7, version: 1 } }),
      });
      expectObservable(
        documentFormEpic(action$, stateAfter(), dependencies(stubApi({ documents: { save } }))),
      ).toBe('--(st)', {
        s: documentSaved({ document, record: { ...draftRecord, version: 2 } }),
        t: toast.success('Purchase Order Updated Successfully'),
      });
    });
    expect(save).toHaveBeenCalledWith(document, { ...draft, id: 7, version: 1 });
  });

  it('issue 16: "errors on the line and field they belong to": a 400 names the line', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const issues = [
        { field: 'lines.0.quantity', message: 'Quantity must be greater than zero' },
        { field: 'lines.0.quantity', message: 'Quantity must be a number' },
        { field: 'partyId', message: 'Supplier must be chosen from the list' },
      ];
      const error = new ApiError(
        RESPONSE_CODES.VALIDATION_FAILED,
        'Check the marked fields',
        400,
        undefined,
        issues,
      );
      const api = stubApi({ documents: { save: () => cold('-#', undefined, error) } });
      const action$ = hot('-a', { a: documentSaveRequested({ document, draft }) });
      expectObservable(documentFormEpic(action$, stateAfter(), dependencies(api))).toBe('--(ft)', {
        f: documentActionFailed({
          document,
          message: 'Check the marked fields',
          fieldErrors: {
            'lines.0.quantity': 'Quantity must be greater than zero',
            partyId: 'Supplier must be chosen from the list',
          },
        }),
        t: toast.error('Check the marked fields'),
      });
    });
  });

  it('a second click while a save works is ignored: one draft is created (exhaustMap)', () => {
    const save = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      save.mockReturnValue(cold('---r|', { r: draftRecord }));
      const asked = documentSaveRequested({ document, draft });
      expectObservable(
        documentFormEpic(
          hot('-ab', { a: asked, b: asked }),
          stateAfter(),
          dependencies(stubApi({ documents: { save } })),
        ),
      ).toBe('----(st)', {
        s: documentSaved({ document, record: draftRecord }),
        t: toast.success('Purchase Order Saved Successfully'),
      });
    });
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('a sales order saves while a purchase order save works', () => {
    const save = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      save.mockImplementation((key: string) =>
        cold(key === document ? '------p|' : '-s|', { p: draftRecord, s: openRecord }),
      );
      const action$ = hot('-ab', {
        a: documentSaveRequested({ document, draft }),
        b: documentSaveRequested({ document: 'salesOrder', draft }),
      });
      expectObservable(
        documentFormEpic(action$, stateAfter(), dependencies(stubApi({ documents: { save } }))),
      ).toBe('---(ST)(PU)', {
        S: documentSaved({ document: 'salesOrder', record: openRecord }),
        T: toast.success('Sales Order Saved Successfully'),
        P: documentSaved({ document, record: draftRecord }),
        U: toast.success('Purchase Order Saved Successfully'),
      });
    });
  });
});

describe('documentFormEpic: transitions', () => {
  it('issue 16: Submit on the form saves the draft, then submits the saved version: { id, version }', () => {
    const save = vi.fn();
    const transition = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      save.mockReturnValue(cold('-r|', { r: draftRecord }));
      transition.mockReturnValue(cold('-o|', { o: openRecord }));
      const action$ = hot('-a', {
        a: documentTransitionRequested({ document, transition: 'submit', subject: { draft } }),
      });
      expectObservable(
        documentFormEpic(action$, stateAfter(), dependencies(stubApi({ documents: { save, transition } }))),
      ).toBe('--s(mt)', {
        s: documentSaved({ document, record: draftRecord }),
        m: documentTransitioned({ document, transition: 'submit', record: openRecord }),
        t: toast.success('Purchase Order PO/2026-27/00001 Submitted Successfully'),
      });
    });
    expect(transition).toHaveBeenCalledWith(document, 'submit', { id: 7, version: 1 });
  });

  it("decision 1310: a submit's notices are said as warnings after it, not kept on the record", () => {
    const transition = vi.fn();
    const daily = 'dailyProduction';
    const message = "Circular Loom 1: GSM 96.19 is 6.88% from the item's 90.";
    const entry = { ...openRecord, number: 'DP/2026-27/00001' };
    marbles(({ hot, cold, expectObservable }) => {
      transition.mockReturnValue(
        cold('-o|', { o: { ...entry, notices: [{ field: 'lines.0.kg', level: 'warning', message }] } }),
      );
      const asked = documentTransitionRequested({
        document: daily,
        transition: 'submit',
        subject: { target: draftRecord },
      });
      expectObservable(
        documentFormEpic(
          hot('-a', { a: asked }),
          stateAfter(),
          dependencies(stubApi({ documents: { transition } })),
        ),
      ).toBe('--(mtw)', {
        m: documentTransitioned({ document: daily, transition: 'submit', record: entry }),
        t: toast.success('Daily Production DP/2026-27/00001 Submitted Successfully'),
        w: toast.warning(message, 'Daily Production'),
      });
    });
  });

  it('decision 2054: the sales order an accept made is said as done, with the way to open it, never a warning', () => {
    const transition = vi.fn();
    const message = 'Sales Order made from QT/2026-27/00001, as a draft to check and submit.';
    const accepted = { ...openRecord, number: 'QT/2026-27/00001', status: DOCUMENT_STATUS.ACCEPTED };
    const made = { document: 'salesOrder', id: 3 };
    marbles(({ hot, cold, expectObservable }) => {
      transition.mockReturnValue(
        cold('-o|', { o: { ...accepted, notices: [{ field: 'status', level: 'success', message, made }] } }),
      );
      const asked = documentTransitionRequested({
        document: 'quotation',
        transition: 'accept',
        subject: { target: openRecord },
      });
      expectObservable(
        documentFormEpic(
          hot('-a', { a: asked }),
          stateAfter(),
          dependencies(stubApi({ documents: { transition } })),
        ),
      ).toBe('--(mtd)', {
        m: documentTransitioned({ document: 'quotation', transition: 'accept', record: accepted }),
        t: toast.success('Quotation QT/2026-27/00001 Accepted Successfully'),
        d: toast.success(message, 'Quotation', {
          name: 'Sales Order',
          to: '/module/sales-order/addUpdate/3',
        }),
      });
    });
  });

  it('issue 16: close with its reason; a list on screen is read again (the order changes tab)', () => {
    const transition = vi.fn();
    const closed = { ...openRecord, version: 3, status: DOCUMENT_STATUS.CLOSED };
    marbles(({ hot, cold, expectObservable }) => {
      transition.mockReturnValue(cold('-c|', { c: closed }));
      const asked = documentTransitionRequested({
        document,
        transition: 'close',
        subject: { target: openRecord },
        reason: ' Supplier stopped the item ',
      });
      const state$ = stateAfter(documentListRequested({ document }), asked);
      expectObservable(
        documentFormEpic(
          hot('-a', { a: asked }),
          state$,
          dependencies(stubApi({ documents: { transition } })),
        ),
      ).toBe('--(mtl)', {
        m: documentTransitioned({ document, transition: 'close', record: closed }),
        t: toast.success('Purchase Order PO/2026-27/00001 Closed Successfully'),
        l: documentListRequested({ document }),
      });
    });
    expect(transition).toHaveBeenCalledWith(document, 'close', {
      id: 7,
      version: 2,
      reason: 'Supplier stopped the item',
    });
  });

  it('issue 16: "close and cancel need a reason": refused on the reason field before the server is asked', () => {
    marbles(({ hot, expectObservable }) => {
      const asked = documentTransitionRequested({
        document,
        transition: 'cancel',
        subject: { target: openRecord },
        reason: '  ',
      });
      const message = 'Give a reason to cancel it.';
      expectObservable(documentFormEpic(hot('-a', { a: asked }), stateAfter(), dependencies(stubApi()))).toBe(
        '-(ft)',
        {
          f: documentActionFailed({ document, message, fieldErrors: { reason: message } }),
          t: toast.error(message),
        },
      );
    });
  });

  it('decision 0800: a draft never submitted is deleted, not cancelled (a reason would not help: no field)', () => {
    marbles(({ hot, expectObservable }) => {
      const asked = documentTransitionRequested({
        document,
        transition: 'cancel',
        subject: { target: draftRecord },
      });
      const message = 'A draft that was never submitted has no number: delete it instead.';
      expectObservable(documentFormEpic(hot('-a', { a: asked }), stateAfter(), dependencies(stubApi()))).toBe(
        '-(ft)',
        {
          f: documentActionFailed({ document, message, fieldErrors: {} }),
          t: toast.error(message),
        },
      );
    });
  });

  it("issue 16: a stale version is refused (409) with the server's words, the record kept", () => {
    marbles(({ hot, cold, expectObservable }) => {
      const error = new ApiError(
        RESPONSE_CODES.STALE_VERSION,
        'Someone changed this purchase order; reload it.',
        409,
      );
      const api = stubApi({ documents: { transition: () => cold('-#', undefined, error) } });
      const asked = documentTransitionRequested({
        document,
        transition: 'submit',
        subject: { target: draftRecord },
      });
      expectObservable(documentFormEpic(hot('-a', { a: asked }), stateAfter(), dependencies(api))).toBe(
        '--(ft)',
        {
          f: documentActionFailed({ document, message: error.serverMessage, fieldErrors: {} }),
          t: toast.error(error.serverMessage),
        },
      );
    });
  });

  it('a submit refused after its draft was saved keeps the saved draft and names the lines', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const issues = [{ field: 'lines.0.hsnCode', message: 'HSN Code is required' }];
      const error = new ApiError(
        RESPONSE_CODES.VALIDATION_FAILED,
        'HSN Code is required',
        400,
        undefined,
        issues,
      );
      const api = stubApi({
        documents: {
          save: () => cold('-r|', { r: draftRecord }),
          transition: () => cold('-#', undefined, error),
        },
      });
      const asked = documentTransitionRequested({ document, transition: 'submit', subject: { draft } });
      expectObservable(documentFormEpic(hot('-a', { a: asked }), stateAfter(), dependencies(api))).toBe(
        '--s(ft)',
        {
          s: documentSaved({ document, record: draftRecord }),
          f: documentActionFailed({
            document,
            message: 'HSN Code is required',
            fieldErrors: { 'lines.0.hsnCode': 'HSN Code is required' },
          }),
          t: toast.error('HSN Code is required'),
        },
      );
    });
  });
});

describe('documentFormEpic: delete', () => {
  it('issue 16: POST delete { id }; a list and tab counts on screen are read again', () => {
    const remove = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      remove.mockReturnValue(cold('-d|', { d: undefined }));
      const asked = documentDeleteRequested({ document, id: 7 });
      const state$ = stateAfter(
        documentListRequested({ document }),
        documentCountsRequested({ document }),
        documentCountsLoaded({ document, requestId: 1, counts: { 0: 1 } }),
        asked,
      );
      expectObservable(
        documentFormEpic(
          hot('-a', { a: asked }),
          state$,
          dependencies(stubApi({ documents: { delete: remove } })),
        ),
      ).toBe('--(dtlc)', {
        d: documentDeleted({ document, id: 7 }),
        t: toast.success('Purchase Order Deleted Successfully'),
        l: documentListRequested({ document }),
        c: documentCountsRequested({ document }),
      });
    });
    expect(remove).toHaveBeenCalledWith(document, 7);
  });
});

describe('loadDocumentAuditEpic', () => {
  const entry = { id: 3, action: 'update', at: '2026-11-23T10:00:00.000Z', staff: null, changes: [] };

  it('decision 0805: GET audit/{key}/{id} with the page asked and its size', () => {
    const getAuditTrail = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getAuditTrail.mockReturnValue(cold('-r|', { r: { rows: [entry], totalCount: 21 } }));
      const asked = documentAuditRequested({ document, id: 7, page: 2 });
      expectObservable(
        loadDocumentAuditEpic(
          hot('-a', { a: asked }),
          stateAfter(asked),
          dependencies(stubApi({ documents: { getAuditTrail } })),
        ),
      ).toBe('--l', { l: documentAuditLoaded({ document, requestId: 1, rows: [entry], totalCount: 21 }) });
    });
    expect(getAuditTrail).toHaveBeenCalledWith(document, 7, { page: 2, size: 20 });
  });

  it('a document with no trail yet (404) shows an empty history, no toast', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const error = new ApiError(RESPONSE_CODES.NOT_FOUND, '', 404);
      const api = stubApi({ documents: { getAuditTrail: () => cold('-#', undefined, error) } });
      const asked = documentAuditRequested({ document, id: 7 });
      expectObservable(
        loadDocumentAuditEpic(hot('-a', { a: asked }), stateAfter(asked), dependencies(api)),
      ).toBe('--l', {
        l: documentAuditLoaded({ document, requestId: 1, rows: [], totalCount: 0 }),
      });
    });
  });

  it('any other failure says so with a toast', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const error = new ApiError(RESPONSE_CODES.FORBIDDEN, 'No access', 403);
      const api = stubApi({ documents: { getAuditTrail: () => cold('-#', undefined, error) } });
      const asked = documentAuditRequested({ document, id: 7 });
      expectObservable(
        loadDocumentAuditEpic(hot('-a', { a: asked }), stateAfter(asked), dependencies(api)),
      ).toBe('--(ft)', {
        f: documentAuditFailed({ document, requestId: 1, message: 'No access' }),
        t: toast.error('No access'),
      });
    });
  });
});
