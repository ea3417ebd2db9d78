import { filter, firstValueFrom, from } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_STATUS } from '@erp/domain';
import type { DocumentDraft } from '../src/documents/documents.ts';
import {
  documentAuditRequested,
  documentCountsRequested,
  documentListRequested,
  documentSaveRequested,
  documentTransitionRequested,
  selectDocumentAudit,
  selectDocumentForm,
  selectDocumentList,
} from '../src/store/documents/documentsSlice.ts';
import type { RootState } from '../src/store/rootReducer.ts';
import { createStore, type AppStore } from '../src/store/store.ts';
import { call, connect, type Connected } from './support/server.ts';

// Issue 16's document calls through the store against the real server (demo data), on a purchase order.

let server: Connected;
let store: AppStore;
beforeAll(async () => {
  server = await connect();
  store = createStore({ api: server.api, storage: server.storage });
});
afterAll(() => server.close());

const document = 'purchaseOrder';
const until = (done: (state: RootState) => boolean): Promise<RootState> =>
  firstValueFrom(from(store).pipe(filter(done)));
const formSettled = (state: RootState) => selectDocumentForm(state, document).actionStatus !== 'working';

async function idOf(module: string, q: string): Promise<number> {
  const { rows } = await call(server.api.entity.getAllByPartner(module, { page: 1, size: 1, q }));
  return Number(rows[0]?.id);
}

describe('documents through the store against the server', () => {
  it('saves a draft, submits it for a number, finds it under Open, refuses a close without reason, closes it, shows its history', async () => {
    const draft: DocumentDraft = {
      partyId: await idOf('party', 'Shree Ganesh Polymers'),
      date: '2026-11-20',
      branchId: await idOf('erp/branch', 'Head Office'),
      lines: [{ itemId: await idOf('chemical/item', 'RM-PP-001'), quantity: 100, rate: 104.5 }],
    };

    store.dispatch(documentSaveRequested({ document, draft }));
    const saved = selectDocumentForm(await until(formSettled), document);
    expect(saved).toMatchObject({ actionStatus: 'done', unsaved: null });
    const record = saved.record;
    if (!record) throw new Error('no record after save');
    expect(record).toMatchObject({ number: null, status: DOCUMENT_STATUS.DRAFT });
    expect(record.grandTotal).toBeGreaterThan(10450);
    expect(record.amountInWords).not.toBe('');

    store.dispatch(
      documentTransitionRequested({ document, transition: 'submit', subject: { target: record } }),
    );
    const submitted = selectDocumentForm(await until(formSettled), document);
    expect(submitted.actionStatus).toBe('done');
    const number = String(submitted.record?.number);
    expect(number).toMatch(/^PO\/\d{4}-\d{2}\/\d{5}$/);
    expect(submitted.record?.status).toBe(DOCUMENT_STATUS.OPEN);

    store.dispatch(documentListRequested({ document, params: { status: DOCUMENT_STATUS.OPEN, q: number } }));
    const list = selectDocumentList(
      await until((state) => selectDocumentList(state, document).status !== 'loading'),
      document,
    );
    expect(list.rows.map((row) => row.number)).toEqual([number]);
    expect(list.totalCount).toBe(1);

    store.dispatch(documentCountsRequested({ document }));
    const counted = await until((state) => selectDocumentList(state, document).counts !== null);
    expect(selectDocumentList(counted, document).counts).toEqual({ 0: 0, 5: 0, 10: 1, 20: 0, 30: 0, 90: 0 });

    const open = submitted.record;
    if (!open) throw new Error('no record after submit');
    store.dispatch(documentTransitionRequested({ document, transition: 'close', subject: { target: open } }));
    const refused = selectDocumentForm(await until(formSettled), document);
    expect(refused).toMatchObject({ actionStatus: 'failed', fieldErrors: { reason: expect.any(String) } });

    store.dispatch(
      documentTransitionRequested({
        document,
        transition: 'close',
        subject: { target: open },
        reason: 'Supplier stopped the grade',
      }),
    );
    const closed = selectDocumentForm(await until(formSettled), document);
    expect(closed.record?.status).toBe(DOCUMENT_STATUS.CLOSED);

    store.dispatch(documentAuditRequested({ document, id: open.id }));
    const audit = selectDocumentAudit(
      await until((state) => selectDocumentAudit(state, document).status !== 'loading'),
      document,
    );
    expect(audit.status).toBe('loaded');
    expect(audit.rows.length).toBeGreaterThanOrEqual(2);
  });

  it('a refused save keeps the draft and names the line at fault', async () => {
    const draft: DocumentDraft = {
      partyId: await idOf('party', 'Shree Ganesh Polymers'),
      date: '2026-11-20',
      branchId: await idOf('erp/branch', 'Head Office'),
      lines: [{ itemId: await idOf('chemical/item', 'RM-PP-001'), quantity: 0, rate: 104.5 }],
    };
    store.dispatch(documentSaveRequested({ document, draft }));
    const form = selectDocumentForm(await until(formSettled), document);
    expect(form).toMatchObject({ actionStatus: 'failed', unsaved: draft });
    expect(Object.keys(form.fieldErrors)).toContain('lines.0.quantity');
  });
});
