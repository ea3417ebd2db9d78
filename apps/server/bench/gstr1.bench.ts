// `npm run bench gstr1` (issue 20, decision 1430): GSTR-1 of a month of 50,000 submitted invoices of 3 lines
// each on PGlite, seeded with SQL: the time and the heap's high-water mark of the summary (every table
// summed a page at a time) and of the portal's JSON file (written while read), next to the bare SQL reading
// the same rows in one statement (the floor). BENCH_INVOICES=2000 runs a short version while developing.
import { eq, sql } from 'drizzle-orm';
import { gstr1JsonStream } from '../src/billing/gstr1-json.ts';
import { gstr1Summary, returnScope } from '../src/billing/gstr1.ts';
import type { Caller } from '../src/core/caller.ts';
import { queryRows, type Executor } from '../src/db/client.ts';
import { staff } from '../src/db/schema.ts';
import { prepareDatabase } from '../src/setup.ts';
import { openBenchDatabase } from './bench-database.ts';
import { sized } from './short.ts';

const INVOICES = Number(process.env.BENCH_INVOICES ?? sized(50_000, 100));
const PARTIES = sized(1_000, 20);
const MONTH = '2026-04';

async function idOf(db: Executor, caller: Caller, table: string, name: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM ${sql.identifier(table)} WHERE org_id = ${caller.orgId} AND name = ${name}`,
  );
  if (!row) throw new Error(`no ${table} ${name}`);
  return row.id;
}

/**
 * PARTIES customers (every other one with a GSTIN) and INVOICES completed invoices of the month from Head
 * Office (Gujarat), a third of them to Maharashtra, one in fifty large; lines at 18%, 18% and 12%.
 */
async function seedInvoices(db: Executor, caller: Caller): Promise<number> {
  const [org, who] = [caller.orgId, caller.staffId];
  const branch = await idOf(db, caller, 'branch', 'Head Office');
  const uom = await idOf(db, caller, 'uom', 'KG');
  const partyType = await idOf(db, caller, 'party_type', 'Customer');
  await db.execute(
    sql.raw(`
    INSERT INTO party (org_id, company_name, party_type_id, is_customer, gstin, active, search, created_by, updated_by)
    SELECT ${org}, 'Bench Customer ' || g, ${partyType}, true,
           CASE WHEN g % 2 = 0 THEN '27AAAPB' || lpad(g::text, 4, '0') || 'A1Z5' END, true, 'benchcustomer' || g, ${who}, ${who}
    FROM generate_series(1, ${PARTIES}) g`),
  );
  // Line l of invoice g: quantity (10 + (g + l) % 90), a hundred times that on one in fifty, at 50 + 10 l.
  const taxable = (g: string) =>
    `((10 + (${g} + l) % 90) * (CASE WHEN ${g} % 50 = 0 THEN 100 ELSE 1 END) * (50 + 10 * l))`;
  const rate = `(CASE WHEN l = 3 THEN 12 ELSE 18 END)`;
  const inter = (g: string) => `(${g} % 3 = 0)`;
  const half = (g: string) =>
    `(CASE WHEN ${inter(g)} THEN 0 ELSE round(${taxable(g)} * ${rate} / 200.0, 2) END)`;
  const igst = (g: string) =>
    `(CASE WHEN ${inter(g)} THEN round(${taxable(g)} * ${rate} / 100.0, 2) ELSE 0 END)`;
  await db.execute(
    sql.raw(`
    WITH customers AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM party
                       WHERE org_id = ${org} AND company_name LIKE 'Bench Customer %'),
         invoices AS (SELECT g, (SELECT sum(${taxable('g')}) FROM generate_series(1, 3) l) AS taxable,
                             (SELECT sum(${half('g')}) FROM generate_series(1, 3) l) AS half,
                             (SELECT sum(${igst('g')}) FROM generate_series(1, 3) l) AS igst
                      FROM generate_series(1, ${INVOICES}) g)
    INSERT INTO sales_invoice (org_id, number, status, taxable_total, cgst_total, sgst_total, igst_total, round_off,
                               grand_total, party_id, date, branch_id, place_of_supply, search, created_by, updated_by)
    SELECT ${org}, 'INV/2026-27/' || lpad(i.g::text, 5, '0'), 7, i.taxable, i.half, i.half, i.igst,
           round(i.taxable + 2 * i.half + i.igst) - (i.taxable + 2 * i.half + i.igst),
           round(i.taxable + 2 * i.half + i.igst), c.id, DATE '${MONTH}-01' + (i.g % 30), ${branch},
           CASE WHEN ${inter('i.g')} THEN '27' ELSE '24' END, 'inv' || i.g, ${who}, ${who}
    FROM invoices i JOIN customers c ON c.k = i.g % ${PARTIES}
    ORDER BY i.g`),
  );
  await db.execute(
    sql.raw(`
    INSERT INTO sales_invoice_lines (org_id, sales_invoice_id, line_no, quantity, uom_id, rate, hsn_code, gst_rate,
                                     taxable_value, cgst_amount, sgst_amount, igst_amount, line_total)
    SELECT ${org}, o.id, l, ${taxable('o.g')} / (50 + 10 * l), ${uom}, 50 + 10 * l, CASE WHEN l = 3 THEN '6305' ELSE '3902' END,
           ${rate}, ${taxable('o.g')}, ${half('o.g')}, ${half('o.g')}, ${igst('o.g')},
           ${taxable('o.g')} + 2 * ${half('o.g')} + ${igst('o.g')}
    FROM (SELECT id, split_part(number, '/', 3)::int AS g FROM sales_invoice WHERE org_id = ${org}) o
    CROSS JOIN generate_series(1, 3) l`),
  );
  for (const table of ['party', 'sales_invoice', 'sales_invoice_lines'])
    await db.execute(sql.raw(`ANALYZE ${table}`));
  return branch;
}

/** The time `work` takes (ms) and the heap's high-water mark above where it started (MB), sampled every 5 ms. */
async function measured(
  work: () => Promise<unknown>,
): Promise<{ ms: number; heapMb: number; rssMb: number }> {
  const start = process.memoryUsage();
  let [heap, rss] = [start.heapUsed, start.rss];
  const sample = setInterval(() => {
    const now = process.memoryUsage();
    [heap, rss] = [Math.max(heap, now.heapUsed), Math.max(rss, now.rss)];
  }, 5);
  const t0 = performance.now();
  await work();
  const ms = performance.now() - t0;
  clearInterval(sample);
  const end = process.memoryUsage();
  [heap, rss] = [Math.max(heap, end.heapUsed), Math.max(rss, end.rss)];
  return { ms, heapMb: (heap - start.heapUsed) / 2 ** 20, rssMb: (rss - start.rss) / 2 ** 20 };
}

const print = (name: string, value: number, unit: string, baseline: number) =>
  console.log(
    `BENCH ${JSON.stringify({ name, value: Math.round(value * 10) / 10, unit, baseline: Math.round(baseline * 10) / 10 })}`,
  );

async function main(): Promise<void> {
  const { database } = await openBenchDatabase();
  try {
    await prepareDatabase(database, { adminPassword: 'Bench-Admin-Pass1', demo: 'if-missing' });
    const [admin] = await database.db.select().from(staff).where(eq(staff.username, 'admin'));
    if (!admin) throw new Error('no admin');
    const caller: Caller = { staffId: admin.id, orgId: admin.orgId };
    const t0 = performance.now();
    const branchId = await seedInvoices(database.db, caller);
    console.log(
      `seeded ${INVOICES} invoices of 3 lines in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const db = database.db;
    const scope = await returnScope(db, caller, { month: MONTH, branchId });

    // The floor: every header and line of the month in one statement, held at once.
    const floor = await measured(() =>
      queryRows(
        db,
        sql`SELECT h.id, h.number, h.date, h.place_of_supply, h.grand_total, p.gstin, l.hsn_code, l.gst_rate,
                   l.quantity, l.taxable_value, l.cgst_amount, l.sgst_amount, l.igst_amount, u.uqc
            FROM sales_invoice h JOIN sales_invoice_lines l ON l.sales_invoice_id = h.id
            LEFT JOIN party p ON p.org_id = h.org_id AND p.id = h.party_id
            LEFT JOIN uom u ON u.org_id = l.org_id AND u.id = l.uom_id
            WHERE h.org_id = ${caller.orgId} AND h.date BETWEEN ${scope.period.from} AND ${scope.period.to}`,
      ),
    );
    let sections = '';
    const summary = await measured(async () => {
      const result = await gstr1Summary(db, caller, scope);
      sections = result.sections.map((row) => `${row.section} ${row.documents}`).join(', ');
    });
    console.log(`summary: ${sections}`);
    let bytes = 0;
    const json = await measured(async () => {
      const filed = await gstr1Summary(db, caller, scope, true);
      for await (const chunk of gstr1JsonStream(db, caller, scope, MONTH, filed))
        bytes += (chunk as Buffer).length;
    });
    console.log(`JSON file: ${(bytes / 2 ** 20).toFixed(1)} MB`);
    print(`gstr1: summary of ${INVOICES} invoices`, summary.ms, 'ms', floor.ms);
    print(`gstr1: summary, peak heap`, summary.heapMb, 'MB', floor.heapMb);
    print(`gstr1: summary, peak RSS growth`, summary.rssMb, 'MB', floor.rssMb);
    print(`gstr1: JSON of ${INVOICES} invoices`, json.ms, 'ms', floor.ms);
    print(`gstr1: JSON, peak heap`, json.heapMb, 'MB', floor.heapMb);
    print(`gstr1: JSON, peak RSS growth`, json.rssMb, 'MB', floor.rssMb);
  } finally {
    await database.close();
  }
}

await main();
