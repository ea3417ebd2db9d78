// `npm run bench busy-year` (issue 40, decision 1940): the screen budget. On a busy year's database (see
// busy-year-seed.ts: 1,000,000 ledger rows, 100,000 items and lots, 200 stock areas, 5,000 parties, 50,000
// documents of each main kind), every call every screen of the menu and every report makes on opening and
// with one typical filter (screen-calls.ts, from the catalogues), through the app (Fastify's inject) as the
// administrator, SAMPLES times each, with the planner's statistics stale (as right after a bulk load) and
// fresh. Each call's p95 must be within 300 ms and within 3x its floor: the same statements sent straight to
// the database in the same run; a call over is measured again and counts only if over again. Prints the
// slowest ten and every call over budget (to stderr);
// BENCH_SCREENS=<text> measures only the screens whose name contains it; --explain prints the plans of the
// calls over budget.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { today } from '../src/core/today.ts';
import { staff } from '../src/db/schema.ts';
import { busyYearDatabase } from './busy-year-seed.ts';
import { printPlans, replay, statementsOf, timedTogether } from './floor.ts';
import { firstOfList, injectionOf, lookupModules, screenReads, type ScreenCall } from './screen-calls.ts';
import { SHORT, sized } from './short.ts';
import { statisticsStates } from './statistics-states.ts';
import type { Timing } from './timing.ts';

const SAMPLES = sized(20, 1);
const WARM_UP = sized(2, 0);
const BUDGET_MS = 300;
const BUDGET_RATIO = 3;
const GOAL = `p95 ≤ ${BUDGET_MS} ms, ≤ ${BUDGET_RATIO}x the floor + the app's fixed cost`;
const SHOWN = 10;
const TODAY = today();
const only = process.env.BENCH_SCREENS;
/** BENCH_STATES=fresh measures with fresh statistics only (as the short run does). */
const states = process.env.BENCH_STATES?.split(',') ?? sized(undefined, ['fresh']);
const explain = process.argv.includes('--explain');

interface Measured {
  name: string;
  api: Timing;
  floor: Timing;
  /** The report list's call, answered from the catalogue with no statement, timed in turns with this one. */
  fixed: Timing;
  rows: number | null;
  /** The call sends no statement (a list answered from the catalogue): it is the fixed cost's kind of call. */
  bare: boolean;
}

/**
 * Over 300 ms, or over 3x the floor plus the app's own cost of a signed-in call that sends no statement
 * (`fixed`: the session, the routing, the envelope, measured in turns with the call and its floor, so that
 * a pause of the machine's falls on all three), so that a 2 ms list is not held to 6 ms. A call that sends no
 * statement has no floor: it is the fixed cost's own kind of call, held to 3x that cost (held to 1x, the
 * report list met its own twin's p95 about as often as not).
 */
const overBudget = (m: Measured): boolean =>
  m.api.p95 > BUDGET_MS || m.api.p95 > BUDGET_RATIO * m.floor.p95 + (m.bare ? BUDGET_RATIO : 1) * m.fixed.p95;

async function main(): Promise<void> {
  const workDir = mkdtempSync(join(tmpdir(), 'erp-bench-busy-year-'));
  const { database, client } = await busyYearDatabase(workDir);
  try {
    const server = await buildApp({ database, filesDir: join(workDir, 'files') });
    const [admin] = await database.db.select().from(staff).where(eq(staff.username, 'admin'));
    if (!admin) throw new Error('no admin');
    const token = await server.sessions.issue({ staffId: admin.id, orgId: admin.orgId });
    const send = async (call: ScreenCall): Promise<number | null> => {
      const reply = await server.app.inject(injectionOf(call, token));
      if (reply.statusCode !== 200) throw new Error(`${call.name}: ${reply.statusCode} ${reply.body}`);
      const total = reply.json<{ totalCount?: number }>().totalCount;
      return typeof total === 'number' ? total : null;
    };
    // A typical record of each module a filter picks from: its list's first.
    const ids = new Map<string, number>();
    for (const module of lookupModules(TODAY)) {
      const reply = await server.app.inject(injectionOf(firstOfList(module), token));
      const [first] = reply.json<{ dataList?: { id: number }[] }>().dataList ?? [];
      if (!first) throw new Error(`no ${module} to filter by`);
      ids.set(module, first.id);
    }
    const calls = screenReads({ today: TODAY, idOf: (module) => ids.get(module) ?? 0 })
      .filter((screen) => !only || screen.screen.includes(only))
      .flatMap((screen) => [...screen.opening, ...screen.filtered]);
    console.log(`${calls.length} calls of ${new Set(calls.map((c) => c.name.split(':')[0])).size} screens`);

    // The app's own cost of a call: the report list, answered from the catalogue with no statement.
    const bare: ScreenCall = {
      name: 'the report list',
      method: 'GET',
      url: 'chemical/report/getReportModules',
    };
    const measured: Measured[] = [];
    const failed: string[] = [];
    for (const [state, prepare] of Object.entries(statisticsStates(database.db)).filter(
      ([state]) => !states || states.includes(state),
    )) {
      await prepare();
      const t0 = performance.now();
      for (const call of calls) {
        let rows: number | null = null;
        let failure: unknown = null;
        const statements = await statementsOf(client, async () => {
          rows = await send(call).catch((error: unknown) => ((failure = error), null));
        });
        if (failure) {
          // A call that does not answer (the read limit's 503) is over budget; its plans, not run.
          failed.push(`${String(failure)}, statistics ${state}`);
          if (explain) await printPlans(client, statements, false);
          continue;
        }
        const measure = async (): Promise<Measured | null> => {
          const times = await timedTogether(
            SAMPLES,
            [() => replay(client, statements), () => send(call), () => send(bare)],
            WARM_UP,
          ).catch((error: unknown) => {
            failed.push(`${String(error)}, statistics ${state}, on a later run`);
            return null;
          });
          const [floor, api, fixed] = times ?? [];
          return floor && api && fixed
            ? {
                name: `${call.name}, statistics ${state}`,
                api,
                floor,
                fixed,
                rows,
                bare: statements.length === 0,
              }
            : null;
        };
        // A call over budget is measured once more, and is over only if over again: a pause of the machine
        // lands on one pass's few samples of a list of a few ms (Print Templates at 3 ms was 14.7 ms at p95 in
        // one whole run, within budget in the next), where a slow call is slow in both.
        const first = await measure();
        const m = first && overBudget(first) ? await measure() : first;
        if (!m) {
          if (explain) await printPlans(client, statements);
          continue;
        }
        measured.push(m);
        if (explain && overBudget(m)) await printPlans(client, statements);
      }
      console.log(`statistics ${state}: measured in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    }
    await server.app.close();

    const slowest = [...measured].sort((a, b) => b.api.p95 - a.api.p95);
    const over = measured.filter((m) => overBudget(m));
    const shown = [...new Set([...slowest.slice(0, SHOWN), ...over])];
    // To stderr, which a whole `npm run bench` shows (it keeps stdout's BENCH lines only): the calls over.
    console.error(`\nthe slowest ${SHOWN} calls and every call over budget (${GOAL}), p95 of ${SAMPLES}:`);
    for (const m of shown) {
      const ratio = m.api.p95 / m.floor.p95;
      console.error(
        `${overBudget(m) ? 'OVER' : '    '} ${m.api.p95.toFixed(1).padStart(8)} ms  floor ${m.floor.p95
          .toFixed(1)
          .padStart(
            8,
          )} ms  fixed ${m.fixed.p95.toFixed(1).padStart(6)} ms  ${ratio.toFixed(2).padStart(6)}x  ${m.name}${m.rows === null ? '' : ` (${m.rows} rows)`}`,
      );
      console.log(
        `BENCH ${JSON.stringify({ name: `busy year: ${m.name} p95`, value: m.api.p95, unit: 'ms', baseline: m.floor.p95, goal: GOAL })}`,
      );
    }
    for (const failure of failed) console.error(`FAILED ${failure}`);
    // On the short run's small year no call is slow: one that fails is broken.
    if (SHORT && failed.length > 0) throw new Error(`${failed.length} calls failed`);
    console.log(
      `BENCH ${JSON.stringify({ name: `busy year: calls over budget of ${measured.length + failed.length}`, value: over.length + failed.length, unit: 'calls', goal: '0' })}`,
    );
  } finally {
    await database.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
