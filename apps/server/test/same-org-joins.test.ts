import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTS } from '@erp/domain';
import { describeDocument } from '../src/db/schema/document-tables.ts';
import { queryRows } from '../src/db/client.ts';
import { createSuite, type Suite } from './helpers.ts';

/**
 * Decision 1920: the stock reads and the order-line reports scope their first table by the caller's
 * organisation and reach every other row by its id alone. That reads the same rows only because each such
 * reference is a same-organisation key, (org_id, column) → target (org_id, id): this table holds each one
 * a read joins by id alone to that premise.
 */
const JOINED_BY_ID: readonly [table: string, column: string, target: string][] = [
  ['stock_balance', 'material_id', 'stock_material'],
  ['stock_balance', 'identity_id', 'stock_identity'],
  ['stock_balance', 'stock_area_id', 'stock_area'],
  ['stock_balance', 'location_id', 'location'],
  ['stock_balance', 'branch_id', 'branch'],
  ['stock_balance', 'rack_id', 'rack'],
  ['stock_identity', 'material_id', 'stock_material'],
  ['stock_identity', 'packing_type_id', 'packing'],
  ['stock_material', 'item_id', 'item'],
  ['stock_material', 'supporting_material_id', 'supporting_material'],
  ['stock_material', 'packing_id', 'packing'],
  ['stock_ledger', 'identity_id', 'stock_identity'],
  ['stock_ledger', 'stock_area_id', 'stock_area'],
  ['stock_reservation', 'balance_id', 'stock_balance'],
  ['item', 'uom_id', 'uom'],
  ['item', 'secondary_uom_id', 'uom'],
  ['supporting_material', 'uom_id', 'uom'],
  ['process', 'department_id', 'department'],
  ['sales_order', 'party_id', 'party'],
  ['sales_order_lines', 'item_id', 'item'],
  ['purchase_order', 'party_id', 'party'],
  ['purchase_order_lines', 'item_id', 'item'],
  ['crm_activity_log', 'kind_id', 'crm_activity'],
  ['crm_activity_log', 'funnel_id', 'funnel'],
  ['crm_activity_log', 'party_id', 'party'],
  ['funnel', 'stage_id', 'funnel_stage'],
  ['funnel', 'source_id', 'funnel_source'],
  ['machine', 'machine_type_id', 'machine_type'],
  // Every document's lines, by their document: the registers and returns (decision 1941), Production Yield
  // (decision 2391), the floor's rolls, the pending orders, a header's shares of its lines, a dispatch to bill.
  ...Object.values(DOCUMENTS).map((def): [string, string, string] => {
    const { header, lines } = describeDocument(def);
    return [lines.name, `${header.name}_id`, header.name];
  }),
];

describe('the references the reads join by id alone (decision 1920)', () => {
  let suite: Suite;
  beforeAll(async () => {
    suite = await createSuite();
  });
  afterAll(async () => {
    await suite.server.close();
  });

  it.each(JOINED_BY_ID)('%s.%s is a same-organisation key to %s', async (table, column, target) => {
    const keys = await queryRows<{ n: number }>(
      suite.server.database.db,
      sql`SELECT count(*)::int AS n FROM pg_constraint c
          WHERE c.contype = 'f' AND c.conrelid = ${table}::regclass AND c.confrelid = ${target}::regclass
            AND (SELECT array_agg(a.attname::text ORDER BY k.i) FROM unnest(c.conkey) WITH ORDINALITY k(n, i)
                 JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n) = ARRAY['org_id', ${column}]
            AND (SELECT array_agg(a.attname::text ORDER BY k.i) FROM unnest(c.confkey) WITH ORDINALITY k(n, i)
                 JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n) = ARRAY['org_id', 'id']`,
    );
    expect(keys[0]?.n).toBe(1);
  });
});
