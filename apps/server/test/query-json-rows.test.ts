import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryJsonRows, queryRows } from '../src/db/client.ts';
import { createTestDatabase, type TestDatabase } from '../src/testing.ts';

// A bulk read as one JSON text (the GSTR-1 month's documents and lines) gives each value as the driver's own
// rows give it, on PGlite and on PostgreSQL: a reader may switch between the two without a figure changing.
describe('queryJsonRows', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.drop());

  const from = sql`FROM (VALUES
      (9007199254740991::bigint, 12.50::numeric(12, 2), '2026-11-26'::date, 'Shree "Ganesh" \\ Polymers ₹'::text,
       NULL::text, 7::smallint, 0.125::numeric),
      (1, 0.10, '2027-01-01', '', 'x', 90, -3)) v(id, amount, day, name, note, status, rate)`;
  const columns = {
    id: sql`v.id`,
    amount: sql`v.amount`,
    day: sql`v.day`,
    name: sql`v.name`,
    note: sql`v.note`,
    status: sql`v.status`,
    rate: sql`v.rate`,
  };

  it('answers the rows as queryRows does, in the order asked', async () => {
    const plain = await queryRows<Record<string, unknown>>(
      test.database.db,
      sql`SELECT v.id, v.amount, v.day, v.name, v.note, v.status, v.rate ${from} ORDER BY v.id`,
    );
    const json = await queryJsonRows(test.database.db, columns, from, sql`v.id`);
    expect(json).toEqual(plain);
    expect(json[1]).toEqual({
      id: 9007199254740991,
      amount: 12.5,
      day: '2026-11-26',
      name: 'Shree "Ganesh" \\ Polymers ₹',
      note: null,
      status: 7,
      rate: 0.125,
    });
  });

  it('answers no rows as an empty list', async () => {
    expect(await queryJsonRows(test.database.db, columns, sql`${from} WHERE false`)).toEqual([]);
  });
});
