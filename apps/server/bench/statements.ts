/* How a bench counts statements: one per round trip to the PGlite worker (decision 0750). */
import type { PgliteWorkerClient, RemoteTransaction } from '../src/db/pglite-remote.ts';

/**
 * Records every statement `client` sends to its worker, one per round trip, as Django's assertNumQueries
 * counts them: a transaction's BEGIN goes with its first statement (decision 0750) and its COMMIT is one more.
 */
export function countStatements(client: PgliteWorkerClient): { take: () => string[] } {
  let sent: string[] = [];
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (text, params, options) => {
    sent.push(text);
    return query(text, params, options);
  };
  client.exec = (text) => {
    sent.push(text);
    return exec(text);
  };
  client.transaction = (work, limitMs) => {
    let statements = 0;
    const note = (text: string) => sent.push(statements++ === 0 ? `BEGIN; ${text}` : text);
    const counted = (tx: RemoteTransaction): RemoteTransaction => ({
      query: (text, params, options) => {
        note(text);
        return tx.query(text, params, options);
      },
      exec: (text) => {
        note(text);
        return tx.exec(text);
      },
    });
    return transaction((tx) => work(counted(tx)), limitMs).finally(() => {
      if (statements > 0) sent.push('COMMIT');
    });
  };
  return {
    take: () => {
      const taken = sent;
      sent = [];
      return taken;
    },
  };
}

/** Prints `statements`, one a line and shortened, under `name` (a bench's `--verbose`). */
export function printStatements(name: string, statements: readonly string[]): void {
  console.error(`${name}:`);
  for (const text of statements) console.error(`  ${text.replace(/\s+/g, ' ').slice(0, 160)}`);
}
