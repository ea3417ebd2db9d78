import { PgDialect } from 'drizzle-orm/pg-core';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { EXPORT_PAGE_ROWS } from '../src/export/pages.ts';
import { createSuite, type Suite } from './helpers.ts';
import { sheetRows } from './sheet-rows.ts';

// Issue 22 (decision 1710): a report's export never holds all its rows. Stock ageing over 1,200 new lots
// exported to Excel: every lot is in the file, read from the database in pages of EXPORT_PAGE_ROWS (one
// page statement each, LIMIT 500 at offsets 0, 500, 1000, …), never in one read.

const LOTS = 1_200;
let suite: Suite;

beforeAll(async () => {
  suite = await createSuite();
  const db = suite.server.database.db;
  const [place] = await queryRows<{ org: number; who: number; uom: number; area: number }>(
    db,
    sql`SELECT s.org_id::int AS org, s.id::int AS who, u.id::int AS uom, a.id::int AS area
        FROM staff s JOIN uom u ON u.org_id = s.org_id JOIN stock_area a ON a.org_id = s.org_id
        WHERE s.username = 'admin' ORDER BY u.id, a.id LIMIT 1`,
  );
  if (!place) throw new Error('the demo data has no stock area');
  const { org, who } = place;
  await db.execute(sql`INSERT INTO item (org_id, code, name, uom_id, active, search, created_by, updated_by)
    SELECT ${org}, 'PG-' || g, 'Paged Item ' || g, ${place.uom}, true, 'pg' || g, ${who}, ${who}
    FROM generate_series(1, ${LOTS}) g`);
  await db.execute(sql`INSERT INTO stock_material (org_id, kind, item_id)
    SELECT ${org}, 'item', id FROM item WHERE org_id = ${org} AND code LIKE 'PG-%'`);
  await db.execute(sql`INSERT INTO stock_identity (org_id, material_id, lot_number)
    SELECT ${org}, m.id, 'PL-' || m.item_id FROM stock_material m
    JOIN item i ON i.org_id = m.org_id AND i.id = m.item_id WHERE m.org_id = ${org} AND i.code LIKE 'PG-%'`);
  await db.execute(sql`INSERT INTO stock_balance (org_id, identity_id, material_id, branch_id, location_id,
                                                  stock_area_id, quantity, updated_by)
    SELECT ${org}, s.id, s.material_id, l.branch_id, a.location_id, a.id, 5, ${who}
    FROM stock_identity s JOIN stock_area a ON a.org_id = s.org_id AND a.id = ${place.area}
    JOIN location l ON l.org_id = a.org_id AND l.id = a.location_id
    WHERE s.org_id = ${org} AND s.lot_number LIKE 'PL-%'`);
});

afterAll(() => suite.server.close());

describe('exporting a report of many rows (issue 22)', () => {
  it('reads stock ageing a page at a time while writing every lot to the Excel', async () => {
    const total = (await suite.call('POST', 'chemical/report/stockAgeing', suite.admin, {})).body.totalCount;
    expect(total).toBeGreaterThanOrEqual(LOTS);
    const db = suite.server.database.db;
    const dialect = new PgDialect();
    const execute = db.execute.bind(db);
    const pages: unknown[][] = [];
    db.execute = ((query: SQLWrapper) => {
      const { sql: text, params } = dialect.sqlToQuery(query.getSQL());
      if (text.includes('"ageDays"')) pages.push(params.slice(-2));
      return execute(query);
    }) as typeof db.execute;
    try {
      const reply = await suite.raw({
        method: 'POST',
        url: '/api/v1/chemical/report/stockAgeing/export/excel',
        headers: { authorization: `Bearer ${suite.admin}` },
        payload: {},
      });
      expect(reply.statusCode).toBe(200);
      const rows = await sheetRows(reply.rawPayload);
      expect(rows.length - 1).toBe(total);
      expect(rows.filter((row) => String(row[2]).startsWith('PL-'))).toHaveLength(LOTS);
    } finally {
      db.execute = execute;
    }
    const count = Math.ceil((total ?? 0) / EXPORT_PAGE_ROWS);
    expect(pages).toEqual(
      Array.from({ length: count }, (_, page) => [EXPORT_PAGE_ROWS, page * EXPORT_PAGE_ROWS]),
    );
  });
});
