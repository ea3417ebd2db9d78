// `npm run bench dp-log` (issue 19, decision 1123): the loom-wise DP log of a month for 100 looms (three
// shifts a day, a shift-wise entry per day and shift with a line per loom: 9,000 lines; two recorded stops a
// loom, decision 1790) through the app (Fastify's inject), the first page sorted by efficiency with the
// month's totals: p50 and p99 next to the raw SQL floor, one statement grouping, working out the efficiency
// and sorting the same page.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOCUMENT_STATUS as S } from '@erp/domain';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { queryRows } from '../src/db/client.ts';
import { staff } from '../src/db/schema.ts';
import { prepareDatabase } from '../src/setup.ts';
import { reportTiming, timingOf } from './timing.ts';
import { openBenchDatabase } from './bench-database.ts';
import { sized } from './short.ts';

const LOOMS = sized(100, 5);
const DAYS = sized(30, 2);
const SHIFTS = ['A', 'B', 'C'];
const RUNS = sized(40, 1);
const WARM_UP = sized(5, 0);
const FROM = '2026-11-01';
const TO = '2026-11-30';

async function main(): Promise<void> {
  const filesDir = mkdtempSync(join(tmpdir(), 'erp-bench-dp-log-'));
  const { database } = await openBenchDatabase();
  try {
    await prepareDatabase(database, { adminPassword: 'Bench-Admin-Pass1', demo: 'if-missing' });
    const db = database.db;
    const [admin] = await db.select().from(staff).where(eq(staff.username, 'admin'));
    if (!admin) throw new Error('no admin');
    const org = admin.orgId;
    const t0 = performance.now();
    // 100 looms rated 100 m/h; an entry per day and shift; a line per loom with a varied run and stoppage.
    await db.execute(sql`
      INSERT INTO machine (org_id, name, code, machine_kind, is_loom, shuttle_count, loom_width,
                           rated_output_per_hour, rated_output_unit, active)
      SELECT ${org}, 'Bench Loom ' || lpad(n::text, 3, '0'), 'BL-' || lpad(n::text, 3, '0'), 'CIRCULAR_LOOM',
             true, 6, 24, 100, 'METRES', true
        FROM generate_series(1, ${LOOMS}) n`);
    await db.execute(sql`
      INSERT INTO daily_production (org_id, number, status, date, shift)
      SELECT ${org}, 'DP/BENCH/' || d || '/' || s, ${S.OPEN}, ${FROM}::date + d, s
        FROM generate_series(0, ${DAYS - 1}) d, unnest(${`{${SHIFTS.join(',')}}`}::text[]) s`);
    await db.execute(sql`
      INSERT INTO daily_production_lines (org_id, daily_production_id, line_no, machine_id, metres, kg,
                                          running_hours, stopped_hours, stoppage_reason)
      SELECT ${org}, h.id, row_number() OVER (PARTITION BY h.id ORDER BY m.id), m.id,
             (8 - (m.id + h.id) % 3) * (80 + (m.id * 7 + h.id) % 30), 50,
             8 - (m.id + h.id) % 3, (m.id + h.id) % 3,
             CASE WHEN (m.id + h.id) % 3 = 0 THEN NULL ELSE 'POWER_CUT' END
        FROM daily_production h
        JOIN machine m ON m.org_id = h.org_id AND m.code LIKE 'BL-%'
       WHERE h.org_id = ${org} AND h.number LIKE 'DP/BENCH/%'`);
    // Two recorded stops a loom (decision 1790): a breakdown inside a shift, planned maintenance over midnight.
    await db.execute(sql`
      INSERT INTO machine_breakdown (org_id, machine_id, stopped_on, stopped_at, reason, planned, restarted_on,
                                     restarted_at)
      SELECT ${org}, m.id, ${FROM}::date + s.first, s.stopped_at, s.reason, s.planned,
             ${FROM}::date + s.first + s.days, s.restarted_at
        FROM machine m,
             LATERAL (VALUES ((m.id % ${DAYS})::int, '10:30', 'Bench breakdown', false, 0, '12:45'),
                             (((m.id * 7) % (${DAYS} - 1))::int, '21:00', 'Bench overhaul', true, 1, '01:00'))
               AS s (first, stopped_at, reason, planned, days, restarted_at)
       WHERE m.org_id = ${org} AND m.code LIKE 'BL-%'`);
    await db.execute(sql`ANALYZE`);
    console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const server = await buildApp({ database, filesDir });
    const token = await server.sessions.issue({ staffId: admin.id, orgId: org });
    const body = { fromDate: FROM, toDate: TO, page: 1, size: 20, sort: '-efficiency' };
    let total = 0;
    const api: number[] = [];
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      const started = performance.now();
      const reply = await server.app.inject({
        method: 'POST',
        url: '/api/v1/chemical/dailyProduction/getLoomWiseLog',
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
      if (run >= WARM_UP) api.push(performance.now() - started);
      if (reply.statusCode !== 200) throw new Error(`${reply.statusCode} ${reply.body}`);
      total = reply.json<{ totalCount: number }>().totalCount;
    }

    // The floor: one statement over the same lines, the efficiency in SQL, the first page and the count.
    const floor: number[] = [];
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      const started = performance.now();
      await queryRows(
        db,
        sql`WITH g AS (
              SELECT h.date, h.shift, l.machine_id, sum(l.metres) AS metres, sum(l.running_hours) AS running,
                     sum(l.stopped_hours) AS stopped, max(m.rated_output_per_hour) AS rated
                FROM daily_production_lines l
                JOIN daily_production h ON h.org_id = l.org_id AND h.id = l.daily_production_id
                JOIN machine m ON m.org_id = l.org_id AND m.id = l.machine_id
               WHERE l.org_id = ${org} AND h.status = ${S.OPEN} AND h.date BETWEEN ${FROM} AND ${TO}
               GROUP BY h.date, h.shift, l.machine_id)
            SELECT *, count(*) OVER () AS total,
                   running / nullif(running + stopped, 0) * metres / rated / nullif(running, 0) AS efficiency
              FROM g ORDER BY efficiency DESC NULLS LAST LIMIT 20`,
      );
      if (run >= WARM_UP) floor.push(performance.now() - started);
    }
    console.log(`DP log rows: ${total}`);
    reportTiming(
      `dp log: a month of ${LOOMS} looms, first page by efficiency`,
      timingOf(api),
      timingOf(floor),
      '< 100 ms on PGlite',
    );
    await server.app.close();
  } finally {
    await database.close();
    rmSync(filesDir, { recursive: true, force: true });
  }
}

await main();
