// The busy year's seed (issue 40, decision 1940): the stock seed's 1,000,000 ledger rows over 100,000 items
// and lots and 200 stock areas, 5,000 parties, and every document type of the catalogue: 50,000 of each main
// kind with 5 lines, 2,000 of every other with 2. The documents' rows are written from the database's own
// description of their tables (each NOT NULL column, each reference), so a new document type is seeded by
// being declared. Built once and kept as a PGlite data directory keyed by this code and the sizes; a copy is
// migrated forward when opened, as a factory's database is when its server is updated, so a new migration
// does not cost the next bench a rebuild of most of an hour.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCUMENTS, type DocumentDef, type DocumentKey } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../src/core/caller.ts';
import { openPglite, queryRows, type Database, type Executor } from '../src/db/client.ts';
import type { PgliteWorkerClient } from '../src/db/pglite-remote.ts';
import { prepareDatabase } from '../src/setup.ts';
import { openSeededCopy } from './bench-database.ts';
import { SHORT, sized } from './short.ts';
import { seededDatabase } from './stock-seed.ts';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const CACHE = join(HERE, '../../../node_modules/.cache/erp-bench');

export const PARTIES = sized(5_000, 50);
/** The main kinds, 50,000 documents of 5 lines each (BENCH_DOCUMENTS for a short run); 2,000 of 2 of the rest. */
export const MAIN_KINDS: readonly DocumentKey[] = [
  'quotation',
  'salesOrder',
  'dispatch',
  'salesInvoice',
  'purchaseOrder',
  'inward',
  'purchaseBill',
  'materialRequest',
];
const MAIN = { count: Number(process.env.BENCH_DOCUMENTS ?? sized(50_000, 20)), lines: 5 };
const OTHER = { count: Math.min(2_000, MAIN.count), lines: 2 };
const LEDGER = Number(process.env.BENCH_LEDGER ?? sized(1_000_000, 5_000));
/** The year the documents are dated over, to today's end: the default filters' and a month's reads find them. */
const YEAR_START = "DATE '2025-11-27'";

/** The table of a catalogue key (`salesOrder` → `sales_order`), as the document tables are named. */
const snake = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

interface Column {
  name: string;
  type: string;
  notNull: boolean;
  hasDefault: boolean;
  /** The table a foreign key of this column (alone or after `org_id`) names. */
  target: string | null;
}

async function columnsOf(db: Executor, table: string): Promise<Column[]> {
  return queryRows<Column>(
    db,
    sql`SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS "notNull",
               (a.atthasdef OR a.attidentity <> '') AS "hasDefault",
               (SELECT c.confrelid::regclass::text FROM pg_constraint c
                WHERE c.conrelid = a.attrelid AND c.contype = 'f' AND a.attnum = c.conkey[array_length(c.conkey, 1)]
                LIMIT 1) AS target
        FROM pg_attribute a
        WHERE a.attrelid = ${table}::regclass AND a.attnum > 0 AND NOT a.attisdropped
        ORDER BY a.attnum`,
  );
}

/** References filled though they may be empty: what lists show and reports group and filter by. */
const FILLED_REFERENCES = new Set([
  'party_id',
  'branch_id',
  'item_id',
  'stock_area_id',
  'uom_id',
  'machine_id',
]);

/**
 * The value of a column for row `g` (line `l` of it, or 0 for a header): its reference picked from the
 * organisation's rows of the target in turn, else a value of its type. `null` leaves the column to its default.
 */
function valueOf(
  column: Column,
  context: { org: number; who: number; def: DocumentDef; header: boolean },
): string | null {
  const { name, type, target } = column;
  const { org, who, def } = context;
  if (name === 'id') return null;
  if (name === 'org_id') return String(org);
  if (target === 'staff') return String(who);
  if (name === 'number') return `'${def.key.toUpperCase()}/BENCH/' || lpad(g::text, 6, '0')`;
  if (name === 'status' && context.header)
    return `(ARRAY[${def.statuses.join(',')}])[1 + g % ${def.statuses.length}]`;
  if (name === 'search') return `'${def.key.toLowerCase()}bench' || g || '|bench party ' || (g % ${PARTIES})`;
  if (name === 'date' && type === 'date') return `${YEAR_START} + g % 365`;
  if (target) {
    if (!column.notNull && !FILLED_REFERENCES.has(name)) return null;
    return `r_${target}.id`;
  }
  if (!column.notNull || column.hasDefault) return null;
  if (type === 'date') return `${YEAR_START} + (g * 7 + l) % 365`;
  if (type.startsWith('timestamp')) return `(${YEAR_START} + (g * 7) % 365)::timestamptz`;
  if (type.startsWith('numeric') || type === 'integer' || type === 'bigint' || type === 'smallint')
    return `10 + (g + l) % 90`;
  if (type === 'boolean') return 'false';
  if (type.startsWith('json')) return `'{}'`;
  return `'${name} ' || g`;
}

/** Writes `count` documents of `def` with `lines` lines each, in set-based SQL. */
async function seedDocuments(
  db: Executor,
  caller: Caller,
  def: DocumentDef,
  count: number,
  lines: number,
): Promise<void> {
  const header = snake(def.key);
  const lineTable = `${header}_lines`;
  const context = { org: caller.orgId, who: caller.staffId, def };
  const insert = async (table: string, isHeader: boolean, from: string) => {
    const columns = (await columnsOf(db, table))
      .map(
        (c) =>
          [
            c,
            isHeader || c.target !== header ? valueOf(c, { ...context, header: isHeader }) : 'h.id',
          ] as const,
      )
      .filter((pair): pair is readonly [Column, string] => pair[1] !== null);
    // Each reference takes the organisation's rows of its target in turn, joined by their rank (a row's
    // value is then found by hashing, where a lookup in an array of 100,000 ids per row would copy it).
    const targets = [...new Set(columns.flatMap(([, value]) => value.match(/(?<=^r_)\w+(?=\.id$)/) ?? []))];
    const ranked = targets.map(
      (target) => `ref_${target} AS (SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS k FROM ${target}
                                     WHERE org_id = ${caller.orgId})`,
    );
    const joins = targets.map(
      (target) => `LEFT JOIN ref_${target} r_${target}
                   ON r_${target}.k = (g * 7 + l) % (SELECT greatest(count(*), 1) FROM ref_${target})::int`,
    );
    await db.execute(
      sql.raw(`${ranked.length > 0 ? `WITH ${ranked.join(', ')}` : ''}
               INSERT INTO ${table} (${columns.map(([c]) => c.name).join(', ')})
               SELECT ${columns.map(([, value]) => value).join(', ')} FROM ${from} ${joins.join(' ')}`),
    );
  };
  await insert(header, true, `generate_series(1, ${count}) g CROSS JOIN (SELECT 0 AS l) z`);
  await insert(
    lineTable,
    false,
    `(SELECT id, row_number() OVER (ORDER BY id) AS g FROM ${header}
      WHERE org_id = ${caller.orgId} AND number LIKE '%/BENCH/%') h CROSS JOIN generate_series(1, ${lines}) l`,
  );
}

/** A factory that uses every flow: each document's own switch on (decision 1233), in every organisation. */
export async function switchOnEveryFlow(db: Executor): Promise<void> {
  for (const feature of new Set(
    Object.values(DOCUMENTS).flatMap((def) => (def.feature ? [def.feature] : [])),
  ))
    await db.execute(
      sql`INSERT INTO sys_config (org_id, key_name, value) SELECT id, ${feature}, 'YES' FROM organisation
          ON CONFLICT (org_id, key_name) DO UPDATE SET value = excluded.value`,
    );
}

/** The busy year written into `database`: the demo data, the stock seed, the parties and every document type. */
async function seedBusyYear(database: Database): Promise<void> {
  const { caller } = await seededDatabase(database, LEDGER);
  const db = database.db;
  const t0 = performance.now();
  await db.execute(
    sql.raw(`INSERT INTO party (org_id, company_name, is_customer, is_supplier, active, search, created_by, updated_by)
             SELECT ${caller.orgId}, 'Bench Party ' || g, true, true, true, 'bench party ' || g,
                    ${caller.staffId}, ${caller.staffId}
             FROM generate_series(1, ${PARTIES}) g`),
  );
  await switchOnEveryFlow(db);
  for (const def of Object.values(DOCUMENTS)) {
    const size = MAIN_KINDS.includes(def.key) ? MAIN : OTHER;
    const t1 = performance.now();
    await seedDocuments(db, caller, def, size.count, size.lines);
    if (process.env.BENCH_VERBOSE)
      console.log(`${def.key}: ${((performance.now() - t1) / 1000).toFixed(1)} s`);
  }
  await db.execute(sql`ANALYZE`);
  console.log(`documents seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

/** What the kept seed depends on: this file and the stock seed, and the sizes asked. */
function seedKey(): string {
  const hash = createHash('sha256');
  for (const file of ['busy-year-seed.ts', 'stock-seed.ts']) hash.update(readFileSync(join(HERE, file)));
  hash.update(JSON.stringify({ MAIN, OTHER, LEDGER, PARTIES }));
  return hash.digest('hex').slice(0, 16);
}

/** What the seed reads of the catalogue: each document type's statuses and switch. */
const catalogueKey = (): string =>
  JSON.stringify(Object.values(DOCUMENTS).map((def) => [def.key, def.statuses, def.feature]));

/**
 * A copy of the busy year in a fresh data directory under `workDir`: built and kept on the first run (some
 * minutes), copied on the next.
 */
export async function busyYearDatabase(
  workDir: string,
  { onDisk = false }: { onDisk?: boolean } = {},
): Promise<{ database: Database; client: PgliteWorkerClient }> {
  const dataDir = join(workDir, 'data');
  // The short run's year is small: seeded on the prepared copy once and kept beside it for the benches that
  // read it (in memory unless `onDisk`).
  if (SHORT)
    return openSeededCopy(
      { name: 'short-busy-year', key: `${seedKey()} ${catalogueKey()}`, make: seedBusyYear },
      onDisk ? dataDir : undefined,
    );
  const kept = join(CACHE, `busy-year-${seedKey()}`);
  if (!existsSync(kept)) {
    mkdirSync(CACHE, { recursive: true });
    for (const stale of readdirSync(CACHE).filter((name) => name.startsWith('busy-year-')))
      rmSync(join(CACHE, stale), { recursive: true, force: true });
    const building = `${kept}.building`;
    rmSync(building, { recursive: true, force: true });
    const { database } = openPglite({ dataDir: building });
    try {
      await seedBusyYear(database);
    } finally {
      await database.close();
    }
    renameSync(building, kept);
  }
  cpSync(kept, dataDir, { recursive: true });
  const opened = openPglite({ dataDir });
  await prepareDatabase(opened.database, { adminPassword: 'Bench-Admin-Pass1', demo: 'if-missing' });
  return opened;
}
