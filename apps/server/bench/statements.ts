/* How a bench counts statements: one per round trip to the PGlite worker (decision 0750). */
import type { PgliteWorkerClient, QueryOptions, RemoteTransaction } from '../src/db/pglite-remote.ts';

/** A statement sent, and the milliseconds until its answer (a COMMIT's: from the last answer to the end). */
export interface SentStatement {
  text: string;
  ms: number;
}

/** A statement as `client` sends it; in a transaction, its ordinal there and its place in it (0 first). */
export interface Watched {
  text: string;
  params: unknown[] | undefined;
  options: QueryOptions | undefined;
  transaction?: number;
  at?: number;
}

/**
 * Hands every statement `client` sends to `around`, which sends it (`send`) and may keep or time it, those
 * of its transactions too; `ended` is told of a transaction that sent any once it has ended. Answers what
 * gives the client its own calls back.
 */
export function watchStatements(
  client: PgliteWorkerClient,
  around: <T>(statement: Watched, send: () => Promise<T>) => Promise<T>,
  ended: (transaction: number) => void = () => undefined,
): () => void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  let transactions = 0;
  client.query = (text, params, options) =>
    around({ text, params, options }, () => query(text, params, options));
  client.exec = (text) => around({ text, params: undefined, options: undefined }, () => exec(text));
  client.transaction = (work, limitMs) => {
    transactions += 1;
    const ordinal = transactions;
    let at = 0;
    const watched = (statement: Omit<Watched, 'transaction' | 'at'>) => ({
      ...statement,
      transaction: ordinal,
      at: at++,
    });
    const counted = (tx: RemoteTransaction): RemoteTransaction => ({
      query: (text, params, options) =>
        around(watched({ text, params, options }), () => tx.query(text, params, options)),
      exec: (text) => around(watched({ text, params: undefined, options: undefined }), () => tx.exec(text)),
    });
    return transaction((tx) => work(counted(tx)), limitMs).finally(() => {
      if (at > 0) ended(ordinal);
    });
  };
  return () => {
    client.query = query;
    client.exec = exec;
    client.transaction = transaction;
  };
}

/**
 * Records every statement `client` sends to its worker, one per round trip, as Django's assertNumQueries
 * counts them: a transaction's BEGIN goes with its first statement (decision 0750) and its COMMIT is one more;
 * `take` answers their texts, `takeTimed` each with its time too (where a slow call's time goes).
 */
export function countStatements(client: PgliteWorkerClient): {
  take: () => string[];
  takeTimed: () => SentStatement[];
} {
  let sent: SentStatement[] = [];
  let lastAnswer = performance.now();
  watchStatements(
    client,
    (statement, send) => {
      const entry = {
        text: statement.at === 0 ? `BEGIN; ${statement.text}` : statement.text,
        ms: Number.NaN,
      };
      sent.push(entry);
      const started = performance.now();
      return send().finally(() => {
        entry.ms = performance.now() - started;
        lastAnswer = performance.now();
      });
    },
    () => sent.push({ text: 'COMMIT', ms: performance.now() - lastAnswer }),
  );
  const takeTimed = (): SentStatement[] => {
    const taken = sent;
    sent = [];
    return taken;
  };
  return { take: () => takeTimed().map((statement) => statement.text), takeTimed };
}

/** Work whose statements are counted: it answers how it is undone after, uncounted. */
type Undoable = () => Promise<() => Promise<unknown>>;

/**
 * The statements of one `submit` (from its BEGIN to its COMMIT) and of one `floor`, each with its time, each
 * undone after, uncounted. `settled` is awaited first: what a save leaves after its reply (an analysis of a table
 * it filled) is the save's, not the submit's.
 */
export async function submitAndFloor(
  client: PgliteWorkerClient,
  settled: () => Promise<void>,
  submit: Undoable,
  floor: Undoable,
): Promise<{ submit: SentStatement[]; floor: SentStatement[] }> {
  const statements = countStatements(client);
  await settled();
  statements.take();
  const undoSubmit = await submit();
  const submitted = statements.takeTimed();
  await undoSubmit();
  statements.take();
  const undoFloor = await floor();
  const floored = statements.takeTimed();
  await undoFloor();
  return { submit: submitted, floor: floored };
}

/** Prints `statements`, one a line and shortened, with its time when known, under `name` (a bench's `--verbose`). */
export function printStatements(name: string, statements: readonly (string | SentStatement)[]): void {
  console.error(`${name}:`);
  for (const statement of statements) {
    const { text, ms } = typeof statement === 'string' ? { text: statement, ms: undefined } : statement;
    const time = ms === undefined ? '' : `${ms.toFixed(1).padStart(7)} ms  `;
    console.error(`  ${time}${text.replace(/\s+/g, ' ').slice(0, 160)}`);
  }
}
