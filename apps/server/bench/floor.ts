// The floor a read bench measures against: the app's own statements, recorded while it answers and then
// sent straight to the database, and how a read is timed (decision 0960).
import type { PgliteWorkerClient, RemoteTransaction } from '../src/db/pglite-remote.ts';
import { watchStatements, type Watched } from './statements.ts';
import { sized } from './short.ts';
import { timingOf, type Timing } from './timing.ts';

const WARM_UP = sized(20, 0);

/** Runs `once` `warmUp` times unmeasured, then `runs` times one after another. */
export async function timed(runs: number, once: () => Promise<unknown>, warmUp = WARM_UP): Promise<Timing> {
  for (let i = 0; i < warmUp; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await once();
    times.push(performance.now() - t0);
  }
  return timingOf(times);
}

/**
 * Each of `works` timed `runs` times, taking turns (one of each, then again), so that what the machine does
 * meanwhile (a collection, another process) falls on all of them alike: a figure and its floor and the
 * baseline it is held to are measured in the same moments.
 */
export async function timedTogether(
  runs: number,
  works: readonly (() => Promise<unknown>)[],
  warmUp = WARM_UP,
): Promise<Timing[]> {
  for (let i = 0; i < warmUp; i++) for (const work of works) await work();
  const times = works.map((): number[] => []);
  for (let i = 0; i < runs; i++)
    for (const [at, work] of works.entries()) {
      const t0 = performance.now();
      await work();
      times[at]?.push(performance.now() - t0);
    }
  return times.map(timingOf);
}

/** A statement recorded to be sent again (its transaction's ordinal when it was sent in one). */
export type Statement = Omit<Watched, 'at'>;

/**
 * Records the statements `client` is sent while `work` runs, those of its transactions too (a read that
 * plans in its own transaction, `SET LOCAL` first), each with the transaction it was sent in.
 */
export async function statementsOf(
  client: PgliteWorkerClient,
  work: () => Promise<unknown>,
): Promise<Statement[]> {
  const sent: Statement[] = [];
  const restore = watchStatements(client, ({ at: _at, ...statement }, send) => {
    sent.push(statement);
    return send();
  });
  try {
    await work();
  } finally {
    restore();
  }
  return sent;
}

/** `statements` cut where the transaction they were sent in changes: each run alone or in its transaction. */
function runs(statements: readonly Statement[]): Statement[][] {
  const cut: Statement[][] = [];
  for (const statement of statements) {
    const last = cut.at(-1);
    if (last?.[0] && last[0].transaction === statement.transaction && statement.transaction !== undefined)
      last.push(statement);
    else cut.push([statement]);
  }
  return cut;
}

/** Sends `statements` as they were sent: those of one transaction again in one transaction. */
export async function replay(client: PgliteWorkerClient, statements: readonly Statement[]): Promise<void> {
  for (const run of runs(statements)) {
    if (run[0]?.transaction === undefined) {
      for (const s of run) await client.query(s.text, s.params, s.options);
    } else {
      await client.transaction(async (tx) => {
        for (const s of run) await tx.query(s.text, s.params, s.options);
      });
    }
  }
}

/** Whether a statement has a plan to show (not a SET, a SAVEPOINT or a transaction's end). */
const planned = (text: string): boolean => /^\s*(select|with|insert|update|delete|values)\b/i.test(text);

/**
 * Prints the plans of `statements`, run (with what each step took) unless `analyse` is false; a transaction's
 * statements in their transaction, its settings sent as they were.
 */
export async function printPlans(
  client: PgliteWorkerClient,
  statements: readonly Statement[],
  analyse = true,
): Promise<void> {
  const explain = async (tx: RemoteTransaction, s: Statement): Promise<void> => {
    if (!planned(s.text)) {
      await tx.query(s.text, s.params, s.options);
      return;
    }
    const plan = await tx.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN ${analyse ? '(ANALYZE, BUFFERS) ' : ''}${s.text}`,
      s.params,
    );
    console.error(plan.rows.map((line) => line['QUERY PLAN']).join('\n'), '\n');
  };
  for (const run of runs(statements)) {
    if (run[0]?.transaction === undefined) for (const s of run) await explain(client, s);
    else
      await client.transaction(async (tx) => {
        for (const s of run) await explain(tx, s);
      });
  }
}

/**
 * Times a read through the app next to its floor and prints both (the goal on the p50): first the
 * statements the read sends, each alone too (where the floor's time goes), then the whole read.
 */
export async function timeRead(
  client: PgliteWorkerClient,
  read: { name: string; goal: string; runs: number; explain: boolean; call: () => Promise<unknown> },
  report: (name: string, api: Timing, floor: Timing, goal: string) => void,
): Promise<void> {
  await read.call();
  const statements = await statementsOf(client, read.call);
  if (read.explain) await printPlans(client, statements);
  const floor = await timed(read.runs, () => replay(client, statements));
  for (const [i, statement] of statements.entries()) {
    const alone = await timed(read.runs / 4, () => replay(client, [statement]));
    const name = `${read.name}: statement ${i + 1} of ${statements.length} alone p50`;
    console.log(`BENCH ${JSON.stringify({ name, value: alone.p50, unit: 'ms' })}`);
  }
  const api = await timed(read.runs, read.call);
  report(read.name, api, floor, read.goal);
}
