import { MODULES, RESPONSE_CODES, fieldDecimals, decimalPlaces } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { TABLES } from '../src/resources/tables.ts';
import { createSuite, findIn, type Suite } from './helpers.ts';

// Issue 14: "A value with more decimals than the field allows is refused with a message, never silently
// rounded by the server", and "the UOM master gains decimals (0 to 3; NOS 0, KGS 3 in the demo data)".

let suite: Suite;
type Row = Record<string, unknown> & { id: number; version: number };
interface Issue {
  field: string;
  code: number;
  message: string;
}

let kg: Row;
let nos: Row;
let bag: Row;
let item: Row;

beforeAll(async () => {
  suite = await createSuite();
  kg = await findIn<Row>(suite, 'uom', 'name', 'KG');
  nos = await findIn<Row>(suite, 'uom', 'name', 'NOS');
  bag = await findIn<Row>(suite, 'uom', 'name', 'BAG');
  item = await findIn<Row>(suite, 'chemical/item', 'code', 'RM-PP-001');
});
afterAll(() => suite.server.close());

const issuesOf = (data: unknown): Issue[] => (data as { issues: Issue[] }).issues;

describe('no column rounds what the catalogue lets through', () => {
  it('every numeric column with a scale has a field that takes at most that many decimals', async () => {
    const scaled = await queryRows<{ table: string; column: string; scale: number }>(
      suite.server.database.db,
      sql`SELECT table_name AS "table", column_name AS "column", numeric_scale AS scale
            FROM information_schema.columns
           WHERE table_schema = current_schema() AND data_type = 'numeric' AND numeric_scale IS NOT NULL`,
    );
    const checked: string[] = [];
    for (const table of TABLES.values()) {
      const module = MODULES.find((candidate) => candidate.key === table.module);
      for (const column of table.columns) {
        const scale = scaled.find((row) => row.table === table.table && row.column === column.column)?.scale;
        const field = module?.fields.find((candidate) => candidate.key === column.field);
        if (scale === undefined || !field) continue;
        const most =
          field.type === 'select'
            ? Math.max(...(field.options ?? []).map((option) => decimalPlaces(Number(option.value))))
            : fieldDecimals(field);
        expect(most, `${table.table}.${column.column} rounds to ${scale} decimals`).toBeLessThanOrEqual(
          scale,
        );
        checked.push(`${table.table}.${column.column}`);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining(['item.purchase_price', 'item.reorder_level', 'item.gsm']),
    );
  });
});

describe('an amount with more decimals than paise is refused with a 400 naming the field', () => {
  it.each([
    ['purchasePrice', 17.599, 'Purchase Price may have at most 2 decimal places'],
    ['salePrice', '1,00,000.505', 'Sale Price may have at most 2 decimal places'],
    ['gsm', 80.125, 'GSM may have at most 2 decimal places'],
    ['reorderLevel', 1.0005, 'Reorder Level may have at most 3 decimal places'],
  ])('%s %j', async (field, value, message) => {
    const reply = await suite.call('POST', 'chemical/item/update', suite.admin, { ...item, [field]: value });
    expect(reply.status).toBe(400);
    expect(issuesOf(reply.body.data)).toContainEqual(expect.objectContaining({ field, message }));
    const read = await suite.call<Row>('GET', `chemical/item/${item.id}`, suite.admin);
    expect(read.body.data?.version).toBe(item.version);
  });

  it('a value within its decimals is stored exactly as sent (17.5 stays 17.5, 1,00,000.50 is 100000.5)', async () => {
    const reply = await suite.call<Row>('POST', 'chemical/item/update', suite.admin, {
      ...item,
      purchasePrice: 17.5,
      salePrice: '1,00,000.50',
      reorderLevel: 1500.125,
    });
    expect(reply.status, reply.body.responseMessage).toBe(200);
    const read = await suite.call<Row>('GET', `chemical/item/${item.id}`, suite.admin);
    expect(read.body.data).toMatchObject({
      purchasePrice: 17.5,
      salePrice: 100000.5,
      reorderLevel: 1500.125,
    });
  });
});

describe('units of measure have decimals (0 to 3)', () => {
  it('the demo data: NOS 0, KG 3, BAG 0', () => {
    expect([nos.decimals, kg.decimals, bag.decimals]).toEqual([0, 3, 0]);
  });

  it.each([[4], [-1], [1.5]])('decimals %d is refused', async (decimals) => {
    const reply = await suite.call('POST', 'uom/save', suite.admin, { name: `Bad ${decimals}`, decimals });
    expect(reply.status).toBe(400);
    expect(issuesOf(reply.body.data)[0]?.field).toBe('decimals');
  });

  it('a new unit saved without decimals takes three (decision 0607), and keeps what it is given', async () => {
    const plain = await suite.call<Row>('POST', 'uom/save', suite.admin, { name: 'GRS' });
    expect(plain.body.data?.decimals).toBe(3);
    const mtr = await suite.call<Row>('POST', 'uom/save', suite.admin, { name: 'CM', decimals: 1 });
    expect(mtr.body.data?.decimals).toBe(1);
  });

  it("a quantity takes its unit's decimals: a fraction of NOS is refused, grams of KG are kept", async () => {
    const current = await suite.call<Row>('GET', `chemical/item/${item.id}`, suite.admin);
    const counted = await suite.call('POST', 'chemical/item/update', suite.admin, {
      ...current.body.data,
      uomId: nos.id,
      reorderLevel: 12.5,
    });
    expect(counted.status).toBe(400);
    expect(counted.body.responseCode).toBe(RESPONSE_CODES.ITEM_REORDER_LEVEL_NOT_POSITIVE);
    expect(issuesOf(counted.body.data)).toEqual([
      {
        field: 'reorderLevel',
        code: RESPONSE_CODES.ITEM_REORDER_LEVEL_NOT_POSITIVE,
        message: 'Reorder Level must be a whole number in NOS',
      },
    ]);
    const weighed = await suite.call<Row>('POST', 'chemical/item/update', suite.admin, {
      ...current.body.data,
      uomId: kg.id,
      reorderLevel: 12.125,
    });
    expect(weighed.status, weighed.body.responseMessage).toBe(200);
    expect(weighed.body.data?.reorderLevel).toBe(12.125);
    // The record read carries its unit's decimals, so that a form shows the quantity with them.
    expect(weighed.body.data?.uom).toEqual({ id: kg.id, name: 'KG', decimals: 3 });
  });

  it("a BOM's output quantity and each line are checked in their own unit", async () => {
    const bom = await findIn<Row>(suite, 'chemical/bom', 'code', 'BOM-SK-050');
    const lines = bom.lines as Record<string, unknown>[];
    const reply = await suite.call('POST', 'chemical/bom/update', suite.admin, {
      ...bom,
      outputQuantity: 1000.5,
      lines: [lines[0], { ...lines[1], quantity: 2.5 }],
    });
    expect(reply.status).toBe(400);
    expect(issuesOf(reply.body.data).map((issue) => `${issue.field}: ${issue.message}`)).toEqual([
      'outputQuantity: Output Quantity must be a whole number in BAG',
      'lines.1.quantity: Quantity must be a whole number in NOS',
    ]);
  });

  it("a BOM's lines carry their unit's decimals, as the record's own unit does, so that the form shows each line with them", async () => {
    const bom = await findIn<Row>(suite, 'chemical/bom', 'code', 'BOM-SK-050');
    const read = await suite.call<Row>('GET', `chemical/bom/${bom.id}`, suite.admin);
    const lines = read.body.data?.lines as { uom: unknown }[];
    expect(lines.map((line) => line.uom)).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'NOS', decimals: 0 })]),
    );
    for (const line of lines) expect(line.uom).toMatchObject({ decimals: expect.any(Number) });
  });

  it("another organisation's unit is not read for the check (its lookup is refused instead)", async () => {
    const orgBKg = await findIn<Row>(suite, 'uom', 'name', 'KG', suite.orgB);
    await suite.call('POST', 'uom/update', suite.orgB, { ...orgBKg, decimals: 0 });
    const current = await suite.call<Row>('GET', `chemical/item/${item.id}`, suite.admin);
    const reply = await suite.call('POST', 'chemical/item/update', suite.admin, {
      ...current.body.data,
      uomId: orgBKg.id,
      reorderLevel: 2.5,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.responseCode).toBe(RESPONSE_CODES.UOM_NOT_FOUND);
  });
});
