import { PgDialect } from 'drizzle-orm/pg-core';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { EXPORT_PAGE_ROWS } from '../src/export/pages.ts';
import { createSuite, type Suite } from './helpers.ts';
import { sheetRows } from './sheet-rows.ts';

// Issue 22 (decision 1710): a report's export never holds all its rows. Stock ageing over 1,200 new lots
// exported to Excel: every lot is in the file, read from the database in pages of EXPORT_PAGE_ROWS (one
// page statement each, LIMIT 500), never in one read; after the first page each starts after the last lot
// of the page before, by key, and the file holds the lots in the order the report's pages show them.
//
// Some lots are made older by hand (days before today, the balance rows in the first stock area A unless
// said): PG-1's lot PL-1 gets a second roll R2 made 45 days ago, consumed (0), its balance row in area B,
// so the lot is 45 days old over every area, today's in A alone, and not on hand in B; PG-2 gets a lot
// PL-OLD made 100 days ago and consumed (0): never shown; PG-3 gets a lot PL-OLD made 70 days ago with 3
// on hand: shown before its PL-3, in 61–90 days.

const LOTS = 1_200;
let suite: Suite;
const areas = { a: 0, b: 0 };

beforeAll(async () => {
  suite = await createSuite();
  const db = suite.server.database.db;
  const places = await queryRows<{ org: number; who: number; uom: number; area: number }>(
    db,
    sql`SELECT s.org_id::int AS org, s.id::int AS who, u.id::int AS uom, a.id::int AS area
        FROM staff s JOIN uom u ON u.org_id = s.org_id JOIN stock_area a ON a.org_id = s.org_id
        WHERE s.username = 'admin' ORDER BY u.id, a.id LIMIT 2`,
  );
  const [place, other] = places;
  if (!place || !other) throw new Error('the demo data has no two stock areas');
  const { org, who } = place;
  [areas.a, areas.b] = [place.area, other.area];
  await db.execute(sql`INSERT INTO item (org_id, code, name, uom_id, active, search, created_by, updated_by)
    SELECT ${org}, 'PG-' || g, 'Paged Item ' || g, ${place.uom}, true, 'pg' || g, ${who}, ${who}
    FROM generate_series(1, ${LOTS}) g`);
  await db.execute(sql`INSERT INTO stock_material (org_id, kind, item_id)
    SELECT ${org}, 'item', id FROM item WHERE org_id = ${org} AND code LIKE 'PG-%'`);
  await db.execute(sql`INSERT INTO stock_identity (org_id, material_id, lot_number)
    SELECT ${org}, m.id, 'PL-' || substr(i.code, 4) FROM stock_material m
    JOIN item i ON i.org_id = m.org_id AND i.id = m.item_id WHERE m.org_id = ${org} AND i.code LIKE 'PG-%'`);
  await db.execute(sql`INSERT INTO stock_identity (org_id, material_id, lot_number, roll_number, created_at)
    SELECT ${org}, m.id, v.lot, v.roll, now() - v.days * interval '1 day'
    FROM (VALUES ('PG-1', 'PL-1', 'R2', 45), ('PG-2', 'PL-OLD', '', 100), ('PG-3', 'PL-OLD', '', 70))
         v (code, lot, roll, days)
    JOIN item i ON i.org_id = ${org} AND i.code = v.code
    JOIN stock_material m ON m.org_id = i.org_id AND m.item_id = i.id`);
  await db.execute(sql`INSERT INTO stock_balance (org_id, identity_id, material_id, branch_id, location_id,
                                                  stock_area_id, quantity, updated_by)
    SELECT ${org}, s.id, s.material_id, l.branch_id, a.location_id, a.id,
           CASE WHEN s.roll_number = 'R2' OR i.code = 'PG-2' AND s.lot_number = 'PL-OLD' THEN 0
                WHEN s.lot_number = 'PL-OLD' THEN 3 ELSE 5 END, ${who}
    FROM stock_identity s
    JOIN stock_material m ON m.org_id = s.org_id AND m.id = s.material_id
    JOIN item i ON i.org_id = m.org_id AND i.id = m.item_id AND i.code LIKE 'PG-%'
    JOIN stock_area a ON a.org_id = s.org_id AND a.id = CASE WHEN s.roll_number = 'R2' THEN ${areas.b}::bigint ELSE ${areas.a}::bigint END
    JOIN location l ON l.org_id = a.org_id AND l.id = a.location_id
    WHERE s.org_id = ${org}`);
  // The balance rows were written behind the ledger: their lots as its write keeps them (decision 1990).
  await db.execute(sql`INSERT INTO stock_lot_total (org_id, item_id, stock_area_id, lot_number, received_on, on_hand)
    SELECT ${org}, m.item_id, p.area, s.lot_number, min((s.created_at AT TIME ZONE 'Asia/Kolkata')::date),
           sum(b.quantity)
    FROM stock_balance b
    JOIN stock_identity s ON s.id = b.identity_id
    JOIN stock_material m ON m.id = b.material_id
    JOIN item i ON i.id = m.item_id AND i.code LIKE 'PG-%'
    CROSS JOIN LATERAL (VALUES (b.stock_area_id), (NULL::bigint)) p (area)
    WHERE b.org_id = ${org} GROUP BY 2, 3, 4`);
});

afterAll(() => suite.server.close());

type Lot = Record<string, unknown> & { lotNumber: string; item: { code: string; name: string } };

/** Every row of stock ageing for `body`, read as the screen reads them: pages of 500 by number. */
async function everyLot(body: Record<string, unknown>): Promise<{ rows: Lot[]; total: number }> {
  const rows: Lot[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await suite.call<Lot>('POST', 'chemical/report/stockAgeing', suite.admin, {
      ...body,
      page,
      size: EXPORT_PAGE_ROWS,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const answered = reply.body.dataList ?? [];
    rows.push(...answered);
    const total = reply.body.totalCount ?? 0;
    if (rows.length >= total || answered.length === 0) return { rows, total };
  }
}

/** The Excel of stock ageing for `body`, and the parameters of each page statement it sent. */
async function exported(body: Record<string, unknown>): Promise<{ rows: unknown[][]; pages: unknown[][] }> {
  const db = suite.server.database.db;
  const dialect = new PgDialect();
  const execute = db.execute.bind(db);
  const pages: unknown[][] = [];
  db.execute = ((query: SQLWrapper) => {
    const { sql: text, params } = dialect.sqlToQuery(query.getSQL());
    if (text.includes('"ageDays"')) pages.push(params);
    return execute(query);
  }) as typeof db.execute;
  try {
    const reply = await suite.raw({
      method: 'POST',
      url: '/api/v1/chemical/report/stockAgeing/export/excel',
      headers: { authorization: `Bearer ${suite.admin}` },
      payload: body,
    });
    expect(reply.statusCode).toBe(200);
    return { rows: (await sheetRows(reply.rawPayload)).slice(1), pages };
  } finally {
    db.execute = execute;
  }
}

/** A lot as the Excel shows it (item code, lot number) and as the report answers it. */
const cell = (row: unknown[]) => [row[0], row[2]];
const answered = (lot: Lot) => [lot.item.code, lot.lotNumber];

/** One page statement of 500 rows a page, none skipping rows, each after the first keyed by its last lot. */
function expectKeyed(pages: unknown[][], lots: readonly Lot[]): void {
  expect(pages).toHaveLength(Math.ceil(lots.length / EXPORT_PAGE_ROWS));
  for (const [index, params] of pages.entries()) {
    expect(params.slice(-2)).toEqual([EXPORT_PAGE_ROWS, 0]);
    const last = lots[index * EXPORT_PAGE_ROWS - 1];
    if (last) expect(params).toEqual(expect.arrayContaining([last.item.name, last.lotNumber]));
  }
}

describe('exporting a report of many rows (issue 22)', () => {
  it('reads stock ageing a page at a time, each after the last lot of the one before', async () => {
    const { rows: lots, total } = await everyLot({});
    expect(total).toBeGreaterThanOrEqual(LOTS);
    const { rows, pages } = await exported({});
    expect(rows.map(cell)).toEqual(lots.map(answered));
    expect(rows.filter((row) => String(row[2]).startsWith('PL-'))).toHaveLength(LOTS + 1);
    expectKeyed(pages, lots);
  });

  it('pages by key in the order by item name descending too, as the report shows it', async () => {
    const { rows: lots } = await everyLot({ sort: '-item.name' });
    const { rows, pages } = await exported({ sort: '-item.name' });
    expect(rows.map(cell)).toEqual(lots.map(answered));
    expectKeyed(pages, lots);
  });
});

describe('stock ageing in every order (decision 1710)', () => {
  const figures = (lot: Lot) =>
    JSON.stringify([lot.item.code, lot.lotNumber, lot.receivedOn, lot.ageDays, lot.onHand, lot.days61to90]);

  it('answers the same lots with the same figures in every order, each page by number', async () => {
    const { rows: byName, total } = await everyLot({});
    const all = byName.map(figures).sort();
    for (const sort of ['item.code', '-lotNumber', 'receivedOn', '-ageDays', 'onHand']) {
      const { rows } = await everyLot({ sort });
      expect(rows.map(figures).sort(), sort).toEqual(all);
      expect(rows).toHaveLength(total);
    }
  });

  it("ages a lot from its first identity, shows a lot on hand only, and an item's older lot first", async () => {
    const { rows } = await everyLot({});
    const lot = (code: string) => rows.filter((row) => row.item.code === code);
    expect(lot('PG-1')).toEqual([expect.objectContaining({ lotNumber: 'PL-1', ageDays: 45, days31to60: 5 })]);
    expect(lot('PG-2').map((row) => row.lotNumber)).toEqual(['PL-2']);
    expect(lot('PG-3').map((row) => [row.lotNumber, row.ageDays, row.days61to90, row.onHand])).toEqual([
      ['PL-OLD', 70, 3, 3],
      ['PL-3', 0, 0, 5],
    ]);
    const byQuantity = await everyLot({ sort: '-onHand' });
    expect(byQuantity.rows.filter((row) => row.item.code === 'PG-1')).toEqual(lot('PG-1'));
  });

  it('ages a lot and counts it by the balance rows of the stock area asked for', async () => {
    const inA = await everyLot({ stockAreaId: areas.a, sort: 'ageDays' });
    const pg1 = inA.rows.filter((row) => row.item.code === 'PG-1');
    expect(pg1).toEqual([expect.objectContaining({ lotNumber: 'PL-1', ageDays: 0, days0to30: 5 })]);
    const inB = await everyLot({ stockAreaId: areas.b });
    expect(inB.rows.filter((row) => row.item.code.startsWith('PG-'))).toEqual([]);
    const item = await everyLot({ itemId: pg1[0]?.itemId, stockAreaId: areas.b });
    expect(item.total).toBe(0);
  });
});
