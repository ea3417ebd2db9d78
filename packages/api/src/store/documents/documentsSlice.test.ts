import { describe, expect, it } from 'vitest';
import { DOCUMENT_STATUS } from '@erp/domain';
import type { DocumentRecord } from '../../documents/documents.ts';
import { rootReducer, type RootState } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import {
  documentActionFailed,
  documentAuditFailed,
  documentAuditLoaded,
  documentAuditRequested,
  documentCountsLoaded,
  documentCountsRequested,
  documentDeleteRequested,
  documentDeleted,
  documentFormCleared,
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
  selectDocumentAudit,
  selectDocumentForm,
  selectDocumentList,
} from './documentsSlice.ts';

const reduce = (...actions: Parameters<typeof rootReducer>[1][]): RootState =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' }));

const document = 'purchaseOrder';
const row = (id: number) => ({
  id,
  version: 1,
  number: `PO/2026-27/0000${id}`,
  status: DOCUMENT_STATUS.OPEN,
  date: '2026-11-23',
  taxableTotal: 1000,
  cgstTotal: 90,
  sgstTotal: 90,
  igstTotal: 0,
  roundOff: 0,
  grandTotal: 1180,
});
const saved: DocumentRecord = {
  ...row(7),
  number: null,
  status: DOCUMENT_STATUS.DRAFT,
  lines: [{ id: 1, itemId: 3, quantity: 10, rate: 100 }],
  amountInWords: 'Rupees One Thousand One Hundred Eighty Only',
};
const draft = { partyId: 5, date: '2026-11-23', lines: [{ itemId: 3, quantity: 10, rate: 100 }] };

describe('document list', () => {
  it('starts on page 1 of every status, no search, no dates, nothing loaded, for each document type', () => {
    const state = reduce();
    for (const key of ['purchaseOrder', 'salesOrder'] as const) {
      expect(selectDocumentList(state, key)).toMatchObject({
        params: { page: 1, size: 10, q: '', status: null, from: null, to: null },
        rows: [],
        totalCount: 0,
        status: 'idle',
      });
    }
  });

  it('a new search, status tab, date range or page size starts at page 1; a page move keeps the question', () => {
    const onPage3 = documentListRequested({ document, params: { page: 3 } });
    expect(selectDocumentList(reduce(onPage3), document).params.page).toBe(3);
    const tab = documentListRequested({ document, params: { status: DOCUMENT_STATUS.OPEN } });
    expect(selectDocumentList(reduce(onPage3, tab), document).params).toMatchObject({ page: 1, status: 10 });
    const dates = documentListRequested({ document, params: { from: '2026-04-01', to: '2026-11-30' } });
    expect(selectDocumentList(reduce(onPage3, dates), document).params.page).toBe(1);
    const address = documentListRequested({ document, params: { page: 2, q: 'acme' } });
    expect(selectDocumentList(reduce(onPage3, address), document).params).toMatchObject({
      page: 2,
      q: 'acme',
    });
  });

  it('the other document type is untouched', () => {
    const state = reduce(documentListRequested({ document, params: { q: 'acme' } }));
    expect(selectDocumentList(state, 'salesOrder').params.q).toBe('');
  });

  it('shows the page and totalCount of the latest load only: a stale reply is ignored', () => {
    const first = documentListRequested({ document });
    const second = documentListRequested({ document, params: { q: 'acme' } });
    const stale = documentListLoaded({ document, requestId: 1, rows: [row(1)], totalCount: 1 });
    const fresh = documentListLoaded({ document, requestId: 2, rows: [row(2)], totalCount: 41 });
    expect(selectDocumentList(reduce(first, second, stale), document)).toMatchObject({
      rows: [],
      status: 'loading',
    });
    expect(selectDocumentList(reduce(first, second, stale, fresh), document)).toMatchObject({
      rows: [row(2)],
      totalCount: 41,
      status: 'loaded',
      reloadNeeded: false,
    });
  });

  it('spec §4: a recount that leaves the page past the end steps back and asks for a reload', () => {
    const state = reduce(
      documentListRequested({ document, params: { page: 5 } }),
      documentListLoaded({ document, requestId: 1, rows: [], totalCount: 12 }),
    );
    expect(selectDocumentList(state, document)).toMatchObject({
      params: { page: 2 },
      totalCount: 12,
      reloadNeeded: true,
    });
  });

  it('a failed load says why, unless a newer load was asked', () => {
    const requested = documentListRequested({ document });
    const failed = documentListFailed({ document, requestId: 1, message: 'No access' });
    expect(selectDocumentList(reduce(requested, failed), document)).toMatchObject({
      status: 'failed',
      error: 'No access',
    });
    expect(selectDocumentList(reduce(requested, requested, failed), document).status).toBe('loading');
  });
});

describe('status tab counts', () => {
  it('issue 16: "status tabs with counts": none until asked, then those of the latest ask only', () => {
    expect(selectDocumentList(reduce(), document).counts).toBeNull();
    const asked = documentCountsRequested({ document });
    const stale = documentCountsLoaded({ document, requestId: 1, counts: { 0: 9 } });
    const fresh = documentCountsLoaded({ document, requestId: 2, counts: { 0: 2, 10: 5 } });
    expect(selectDocumentList(reduce(asked, asked, stale), document).counts).toBeNull();
    expect(selectDocumentList(reduce(asked, asked, stale, fresh), document).counts).toEqual({ 0: 2, 10: 5 });
  });
});

describe('document form', () => {
  it('loads one document; another document read clears the first', () => {
    const loaded = reduce(
      documentRecordRequested({ document, id: 7 }),
      documentRecordLoaded({ document, record: saved }),
    );
    expect(selectDocumentForm(loaded, document)).toMatchObject({ record: saved, recordStatus: 'loaded' });
    const other = rootReducer(loaded, documentRecordRequested({ document, id: 8 }));
    expect(selectDocumentForm(other, document)).toMatchObject({ record: null, recordStatus: 'loading' });
  });

  it('decision 0511: a document that is not there is missing', () => {
    const state = reduce(
      documentRecordRequested({ document, id: 99 }),
      documentRecordFailed({ document, message: 'Purchase order not found.', missing: true }),
    );
    expect(selectDocumentForm(state, document).recordStatus).toBe('missing');
  });

  it("issue 16: the record is replaced by the server's answer, so its number, totals and version show", () => {
    const state = reduce(
      documentSaveRequested({ document, draft }),
      documentSaved({ document, record: saved }),
    );
    expect(selectDocumentForm(state, document)).toMatchObject({
      record: saved,
      action: 'save',
      actionStatus: 'done',
      unsaved: null,
    });
  });

  it('issue 16: "nothing typed is lost on a refusal": the draft and its field errors stay', () => {
    const fieldErrors = { 'lines.0.quantity': 'Quantity must be greater than zero' };
    const state = reduce(
      documentSaveRequested({ document, draft }),
      documentActionFailed({ document, message: 'Check the lines', fieldErrors }),
    );
    expect(selectDocumentForm(state, document)).toMatchObject({
      actionStatus: 'failed',
      unsaved: draft,
      fieldErrors,
      error: 'Check the lines',
    });
  });

  it('a reload of the same document after a refusal keeps the draft; opening another drops it', () => {
    const refused = reduce(
      documentRecordRequested({ document, id: 7 }),
      documentRecordLoaded({ document, record: saved }),
      documentSaveRequested({ document, draft: { ...draft, id: 7, version: 1 } }),
      documentActionFailed({ document, message: 'Changed by someone else', fieldErrors: {} }),
    );
    expect(
      selectDocumentForm(rootReducer(refused, documentRecordRequested({ document, id: 7 })), document)
        .unsaved,
    ).toMatchObject({ id: 7 });
    expect(
      selectDocumentForm(rootReducer(refused, documentRecordRequested({ document, id: 8 })), document)
        .unsaved,
    ).toBeNull();
  });

  it('a second action while one works is ignored (a double click saves once)', () => {
    const state = reduce(
      documentSaveRequested({ document, draft }),
      documentTransitionRequested({
        document,
        transition: 'submit',
        subject: { draft: { ...draft, remarks: 'x' } },
      }),
      documentDeleteRequested({ document, id: 7 }),
    );
    expect(selectDocumentForm(state, document)).toMatchObject({
      action: 'save',
      actionStatus: 'working',
      unsaved: draft,
    });
  });

  it('a submit that saves first is still working once the draft is saved, and done when moved', () => {
    const asked = documentTransitionRequested({ document, transition: 'submit', subject: { draft } });
    const stored = documentSaved({ document, record: saved });
    const opened = { ...saved, version: 2, number: 'PO/2026-27/00001', status: DOCUMENT_STATUS.OPEN };
    const moved = documentTransitioned({ document, transition: 'submit', record: opened });
    expect(selectDocumentForm(reduce(asked), document).unsaved).toEqual(draft);
    expect(selectDocumentForm(reduce(asked, stored), document)).toMatchObject({
      action: 'submit',
      actionStatus: 'working',
      record: saved,
      unsaved: null,
    });
    expect(selectDocumentForm(reduce(asked, stored, moved), document)).toMatchObject({
      actionStatus: 'done',
      record: opened,
    });
  });

  it('a delete empties the form and says it is done; a new form starts empty', () => {
    const deleted = reduce(
      documentRecordLoaded({ document, record: saved }),
      documentDeleteRequested({ document, id: 7 }),
      documentDeleted({ document, id: 7 }),
    );
    expect(selectDocumentForm(deleted, document)).toMatchObject({
      record: null,
      action: 'delete',
      actionStatus: 'done',
    });
    expect(
      selectDocumentForm(rootReducer(deleted, documentFormCleared({ document })), document),
    ).toMatchObject({
      record: null,
      action: null,
      actionStatus: 'idle',
    });
  });
});

describe('document audit trail', () => {
  const entry = {
    id: 3,
    action: 'update',
    at: '2026-11-23T10:00:00.000Z',
    staff: { id: 1, name: 'Admin' },
    changes: [],
  };

  it('loads a page of one document; the latest request only', () => {
    const state = reduce(
      documentAuditRequested({ document, id: 7 }),
      documentAuditRequested({ document, id: 7, page: 2 }),
      documentAuditLoaded({ document, requestId: 1, rows: [entry], totalCount: 30 }),
    );
    expect(selectDocumentAudit(state, document)).toMatchObject({
      id: 7,
      page: 2,
      status: 'loading',
      rows: [],
    });
    const loaded = rootReducer(
      state,
      documentAuditLoaded({ document, requestId: 2, rows: [entry], totalCount: 30 }),
    );
    expect(selectDocumentAudit(loaded, document)).toMatchObject({
      rows: [entry],
      totalCount: 30,
      status: 'loaded',
    });
  });

  it("another document's trail starts at page 1, empty", () => {
    const state = reduce(
      documentAuditRequested({ document, id: 7, page: 2 }),
      documentAuditLoaded({ document, requestId: 1, rows: [entry], totalCount: 30 }),
      documentAuditRequested({ document, id: 8 }),
    );
    expect(selectDocumentAudit(state, document)).toMatchObject({ id: 8, page: 1, rows: [], totalCount: 0 });
  });

  it('a failed load says why', () => {
    const state = reduce(
      documentAuditRequested({ document, id: 7 }),
      documentAuditFailed({ document, requestId: 1, message: 'No access' }),
    );
    expect(selectDocumentAudit(state, document)).toMatchObject({ status: 'failed', error: 'No access' });
  });
});

describe('logout', () => {
  it('spec §2: the session ending forgets every list, form and trail', () => {
    const state = reduce(
      documentListRequested({ document, params: { q: 'acme' } }),
      documentRecordLoaded({ document, record: saved }),
      sessionEnded({ reason: 'logout' }),
    );
    expect(state.documents).toEqual(reduce().documents);
  });
});
