// A transaction's statements parsed and planned once, then kept by their text (decision 2393). PGlite's
// `query` sends each statement unnamed, so PostgreSQL parses, analyses and plans it on every call: 1.5–3 ms
// of a 3–7 KB statement a document's submit sends, more than most of them take to run. Named, a statement is
// parsed once and, after five runs, planned once, when PostgreSQL finds its plan the same whatever the values.
import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import type { QueryOptions } from './pglite-remote.ts';

const { serialize } = protocol;

/** The statements kept at most; the one used longest ago is closed to make room. */
export const KEPT_STATEMENTS = 256;

/** PostgreSQL's refusal of a kept statement whose table changed its columns since (feature_not_supported). */
const CHANGED_RESULT = '0A000';

const joined = (parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

interface Kept {
  name: string;
  /** The parameters' types as PostgreSQL inferred them, for their serializers. */
  types: number[];
}

/** A query over kept statements on `pg`, run as PGlite runs its own `query` (its query lock, its parsers). */
export function keptStatements(pg: PGlite) {
  const kept = new Map<string, Kept>();
  /** Statements forgotten and not closed yet: closed with the next one parsed. */
  const retired: string[] = [];
  let made = 0;

  /** `text`'s kept statement, parsed now when it is new; the least recently used closed past the limit. */
  async function statement(text: string): Promise<Kept> {
    const found = kept.get(text);
    if (found) {
      kept.delete(text);
      kept.set(text, found);
      return found;
    }
    for (const [oldest, { name }] of kept) {
      if (kept.size < KEPT_STATEMENTS) break;
      kept.delete(oldest);
      retired.push(name);
    }
    const closing = retired.splice(0).map((name) => serialize.close({ type: 'S', name }));
    const name = `kept_${(made += 1)}`;
    const { messages } = await pg.execProtocol(
      joined([
        ...closing,
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const parsed = { name, types: parse.parseDescribeStatementResults(messages) };
    kept.set(text, parsed);
    return parsed;
  }

  async function run(text: string, params: readonly unknown[], options: QueryOptions): Promise<unknown> {
    const { name, types } = await statement(text);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = pg.serializers[types[i] ?? 0];
      return serializer ? serializer(param) : String(param);
    });
    try {
      const { messages } = await pg.execProtocol(
        joined([
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      return parse.parseResults(messages, pg.parsers, options as Parameters<typeof parse.parseResults>[2])[0];
    } catch (error) {
      // Its table changed its columns since: refused once (the transaction is aborted), parsed afresh next time.
      if ((error as { code?: string }).code === CHANGED_RESULT) {
        kept.delete(text);
        retired.push(name);
      }
      throw error;
    }
  }

  /** Forgets every kept statement: a script ran, which may have changed the tables they read. */
  async function forget(): Promise<void> {
    if (kept.size === 0 && retired.length === 0) return;
    kept.clear();
    retired.length = 0;
    await pg.exec('DEALLOCATE ALL');
  }

  return {
    query: (text: string, params: readonly unknown[], options: QueryOptions) =>
      pg._runExclusiveQuery(() => run(text, params, options)),
    forget,
  };
}
