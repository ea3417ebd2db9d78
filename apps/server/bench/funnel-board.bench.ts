// `npm run bench funnel-board` (issue 21, decision 1660): the funnel board's first load with 50,000 funnel
// entries of one sales person's organisation (bulk inserted), through the app (Fastify's inject) as the
// admin (View all): every stage's count and expected value and its first 20 cards, p50 and p99, next to
// the bare SQL of the same grouping and first cards in the same run (the floor).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { queryRows } from '../src/db/client.ts';
import { staff } from '../src/db/schema.ts';
import { prepareDatabase } from '../src/setup.ts';
import { reportTiming, timingOf } from './timing.ts';
import { openBenchDatabase } from './bench-database.ts';
import { sized } from './short.ts';

const ENTRIES = sized(50_000, 100);
const CARDS = 20;
const RUNS = sized(40, 1);
const WARM_UP = sized(5, 0);

async function main(): Promise<void> {
  const filesDir = mkdtempSync(join(tmpdir(), 'erp-bench-funnel-'));
  const { database } = await openBenchDatabase();
  try {
    await prepareDatabase(database, { adminPassword: 'Bench-Admin-Pass1', demo: 'if-missing' });
    const db = database.db;
    const [admin] = await db.select().from(staff).where(eq(staff.username, 'admin'));
    if (!admin) throw new Error('no admin');
    const org = admin.orgId;
    const t0 = performance.now();
    // Entries spread over the six demo stages, the sources and a year of closing dates.
    await db.execute(sql`
      WITH st AS (SELECT array_agg(id ORDER BY id) AS ids FROM funnel_stage WHERE org_id = ${org}),
           so AS (SELECT array_agg(id ORDER BY id) AS ids FROM funnel_source WHERE org_id = ${org})
      INSERT INTO funnel (org_id, company_name, contact_person, phone, city, state, source_id,
                          expected_value, entry_date, expected_closing_date, stage_id, owner_id, search)
      SELECT ${org}, 'Bench Company ' || n, 'Contact ' || n, '98' || lpad(n::text, 8, '0'), 'Surat', '24',
             so.ids[1 + n % array_length(so.ids, 1)], 10000 + (n % 97) * 2500, '2026-04-01'::date + n % 200,
             '2026-06-01'::date + n % 365, st.ids[1 + n % array_length(st.ids, 1)], ${admin.id},
             'bench company ' || n
        FROM generate_series(1, ${ENTRIES}) n, st, so`);
    await db.execute(sql`ANALYZE`);
    console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const server = await buildApp({ database, filesDir });
    const token = await server.sessions.issue({ staffId: admin.id, orgId: org });
    const api: number[] = [];
    let counted = 0;
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      const started = performance.now();
      const reply = await server.app.inject({
        method: 'GET',
        url: `/api/v1/crm/funnel/board?size=${CARDS}`,
        headers: { authorization: `Bearer ${token}` },
      });
      if (run >= WARM_UP) api.push(performance.now() - started);
      if (reply.statusCode !== 200) throw new Error(`${reply.statusCode} ${reply.body}`);
      const { columns } = reply.json<{ data: { columns: { count: number }[] } }>().data;
      counted = columns.reduce((sum, column) => sum + column.count, 0);
    }

    // The floor: the same grouping and first cards in one bare statement, no lookups, no envelope.
    const floor: number[] = [];
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      const started = performance.now();
      await queryRows(
        db,
        sql`WITH g AS (SELECT stage_id, count(*) AS n, sum(expected_value) AS v FROM funnel
                        WHERE org_id = ${org} GROUP BY stage_id)
            SELECT s.id, s.name, g.n, g.v,
                   (SELECT json_agg(x) FROM (SELECT f.id, f.company_name, f.contact_person, f.expected_value,
                                                    f.expected_closing_date, f.owner_id
                                               FROM funnel f WHERE f.org_id = ${org} AND f.stage_id = s.id
                                              ORDER BY f.expected_closing_date NULLS LAST, f.id LIMIT ${CARDS}) x)
              FROM funnel_stage s LEFT JOIN g ON g.stage_id = s.id
             WHERE s.org_id = ${org} ORDER BY s.sequence, s.id`,
      );
      if (run >= WARM_UP) floor.push(performance.now() - started);
    }
    console.log(`funnel entries on the board: ${counted}`);
    reportTiming(
      `funnel board: first load of ${ENTRIES} entries, ${CARDS} cards a stage`,
      timingOf(api),
      timingOf(floor),
      '< 200 ms on PGlite',
    );
    await server.app.close();
  } finally {
    await database.close();
    rmSync(filesDir, { recursive: true, force: true });
  }
}

await main();
