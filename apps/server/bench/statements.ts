/* How a bench counts statements: one per round trip to the PGlite worker (decision 0750). */
import type { PgliteWorkerClient, RemoteTransaction } from '../src/db/pglite-remote.ts';

/** A statement sent, and the milliseconds until its answer (a COMMIT's: from the last answer to the end). */
export interface SentStatement {
  text: string;
  ms: number;
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
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  /** Records `text` once `answer` settles, with the time it took. */
  const timedAnswer = <T>(text: string, answer: Promise<T>): Promise<T> => {
    const entry = { text, ms: Number.NaN };
    sent.push(entry);
    const started = performance.now();
    return answer.finally(() => {
      entry.ms = performance.now() - started;
    });
  };
  client.query = (text, params, options) => timedAnswer(text, query(text, params, options));
  client.exec = (text) => timedAnswer(text, exec(text));
  client.transaction = (work, limitMs) => {
    let statements = 0;
    let lastAnswer = performance.now();
    const note = <T>(text: string, answer: () => Promise<T>): Promise<T> =>
      timedAnswer(statements++ === 0 ? `BEGIN; ${text}` : text, answer()).finally(() => {
        lastAnswer = performance.now();
      });
    const counted = (tx: RemoteTransaction): RemoteTransaction => ({
      query: (text, params, options) => note(text, () => tx.query(text, params, options)),
      exec: (text) => note(text, () => tx.exec(text)),
    });
    return transaction((tx) => work(counted(tx)), limitMs).finally(() => {
      if (statements > 0) sent.push({ text: 'COMMIT', ms: performance.now() - lastAnswer });
    });
  };
  const takeTimed = (): SentStatement[] => {
    const taken = sent;
    sent = [];
    return taken;
  };
  return { take: () => takeTimed().map((statement) => statement.text), takeTimed };
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
