import { DOCUMENT_STATUS as S } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { driftedAreas, driftedLots } from '../bench/stock-seed.ts';
import { queryRows } from '../src/db/client.ts';
import { createSuite, findIn, type Suite } from './helpers.ts';

// What the stock document tests share (issue 17, decisions 0880, 0881): a suite with the demo's supplier,
// items, stock areas and department, and the calls to order, receive and look at stock.

type Line = Record<string, unknown> & { id: number };
export type Doc = Record<string, unknown> & {
  id: number;
  version: number;
  status: number;
  number: string;
  lines: Line[];
};
interface Issue {
  field: string;
  message: string;
}

export const PO = 'chemical/purchaseOrder';
export const INWARD = 'chemical/inward';
export const ISSUE = 'chemical/stockIssue';

/** A test app for the file, made before its tests and closed after them, and the helpers over it. */
export function useStockDocuments() {
  let suite: Suite | undefined;
  const app = (): Suite => {
    if (!suite) throw new Error('the suite is made before the tests');
    return suite;
  };
  const ids = { supplier: 0, other: 0, branch: 0, granules: 0, tape: 0, store: 0, weaving: 0, stores: 0 };
  const idOf = async (path: string, key: string, value: string) =>
    (await findIn<{ id: number }>(app(), path, key, value, app().admin)).id;

  beforeAll(async () => {
    suite = await createSuite();
    ids.supplier = await idOf('party', 'companyName', 'Shree Ganesh Polymers');
    ids.other = await idOf('party', 'companyName', 'Reliance Polymer Distributors Pvt Ltd');
    ids.branch = await idOf('erp/branch', 'name', 'Head Office');
    ids.granules = await idOf('chemical/item', 'code', 'RM-PP-001');
    ids.tape = await idOf('chemical/item', 'code', 'SF-TP-800');
    ids.store = await idOf('chemical/stockArea', 'name', 'Raw Material Store');
    ids.weaving = await idOf('chemical/stockArea', 'name', 'Weaving WIP');
    ids.stores = await idOf('chemical/department', 'name', 'Stores');
  });
  afterAll(() => app().server.close());

  const call = (path: string, body: unknown, token = app().admin) =>
    app().call<Doc>('POST', path, token, body);
  const ok = async (path: string, body: unknown): Promise<Doc> => {
    const reply = await call(path, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data as Doc;
  };
  const submit = (path: string, doc: Doc) => call(`${path}/submit`, { id: doc.id, version: doc.version });
  const issuesOf = (reply: { body: { data?: unknown } }) => (reply.body.data as { issues: Issue[] }).issues;
  const read = async (path: string, id: number) =>
    (await app().call<Doc>('GET', `${path}/${id}`, app().admin)).body.data as Doc;
  const config = (key: string, value: string) =>
    app().server.database.db.execute(
      sql`INSERT INTO sys_config (org_id, key_name, value) SELECT org_id, ${key}, ${value} FROM item WHERE id = ${ids.granules}
          ON CONFLICT (org_id, key_name) DO UPDATE SET value = excluded.value`,
    );

  /** The quantity of an item in a stock area (available, or held), from the balance rows. */
  async function stockOf(itemId: number, stockAreaId: number, held = false): Promise<number> {
    const [row] = await queryRows<{ q: number }>(
      app().server.database.db,
      sql`SELECT coalesce(sum(b.quantity), 0)::float8 AS q FROM stock_balance b
          JOIN stock_material m ON m.id = b.material_id
          WHERE m.item_id = ${itemId} AND b.stock_area_id = ${stockAreaId} AND b.held = ${held}`,
    );
    return row?.q ?? 0;
  }

  /** A document saved and submitted, dated 24-11-2026 unless `body` says otherwise, and answered Completed. */
  async function completed(path: string, body: Record<string, unknown>): Promise<Doc> {
    const reply = await submit(path, await ok(`${path}/save`, { date: '2026-11-24', ...body }));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toMatchObject({ status: S.COMPLETED });
    return reply.body.data as Doc;
  }

  /** What a document's own ledger rows of an item are worth (in less out). */
  async function valueOf(doc: Doc, documentType: string, itemId: number): Promise<number> {
    const [row] = await queryRows<{ v: number }>(
      app().server.database.db,
      sql`SELECT coalesce(sum(l.value), 0)::float8 AS v FROM stock_ledger l JOIN stock_material m ON m.id = l.material_id
          WHERE l.document_type = ${documentType} AND l.document_id = ${doc.id} AND m.item_id = ${itemId}`,
    );
    return row?.v ?? 0;
  }

  /** A submitted purchase order of 100 kg granules and 50 kg tape. */
  async function openOrder(): Promise<Doc> {
    const draft = await ok(`${PO}/save`, {
      partyId: ids.supplier,
      date: '2026-11-20',
      branchId: ids.branch,
      lines: [
        { itemId: ids.granules, quantity: 100, rate: 104.5 },
        { itemId: ids.tape, quantity: 50, rate: 200 },
      ],
    });
    const reply = await submit(PO, draft);
    expect(reply.body.data).toMatchObject({ status: S.OPEN });
    return reply.body.data as Doc;
  }

  /** An inward draft against the order receiving `accepted` of each of its lines into the raw material store. */
  const inwardOf = (order: Doc, accepted: readonly number[], extra: Record<string, unknown> = {}) =>
    ok(`${INWARD}/save`, {
      partyId: ids.supplier,
      date: '2026-11-23',
      branchId: ids.branch,
      purchaseOrderId: order.id,
      challanNumber: 'CH-118',
      lines: accepted.map((quantity, index) => ({
        purchaseOrderLineId: order.lines[index]?.id,
        itemId: order.lines[index]?.itemId,
        quantity,
        acceptedQuantity: quantity,
        stockAreaId: ids.store,
        lotNumber: `L-${order.id}-${index}`,
      })),
      ...extra,
    });

  /**
   * The invariants after a test: every balance is the sum of its ledger rows, what it has reserved the sum
   * of its reservation rows, never above its quantity, and the totals kept beside the balances theirs.
   */
  async function expectConsistent(): Promise<void> {
    const [drift] = await queryRows<{ ledger: number; reserved: number }>(
      app().server.database.db,
      sql`SELECT
            (SELECT count(*)::int FROM stock_balance b
              WHERE b.quantity <> coalesce((SELECT sum(l.quantity) FROM stock_ledger l WHERE l.balance_id = b.id), 0)) AS ledger,
            (SELECT count(*)::int FROM stock_balance b
              WHERE b.reserved > b.quantity
                 OR b.reserved <> coalesce((SELECT sum(r.quantity) FROM stock_reservation r WHERE r.balance_id = b.id), 0)) AS reserved`,
    );
    expect(drift).toEqual({ ledger: 0, reserved: 0 });
    // The totals the posting keeps beside the balances: the stock view's per area (decision 0961) and stock
    // ageing's lots (decision 1990), in every organisation.
    const db = app().server.database.db;
    const orgs = await queryRows<{ id: number }>(db, sql`SELECT id::int FROM organisation`);
    for (const { id } of orgs) {
      expect({ org: id, areas: await driftedAreas(db, id), lots: await driftedLots(db, id) }).toEqual({
        org: id,
        areas: 0,
        lots: 0,
      });
    }
  }

  return {
    app,
    ids,
    call,
    ok,
    submit,
    issuesOf,
    read,
    config,
    stockOf,
    completed,
    valueOf,
    openOrder,
    inwardOf,
    expectConsistent,
  };
}
