import { MODULES, RESPONSE_CODES, type ValidationIssue, PHRASES, say } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { tablesWrittenIn } from '../core/transaction.ts';
import { queryRows, type Executor } from '../db/client.ts';
import type { OrgCache } from '../db/org-cache.ts';
import type { Row } from '../stores/types.ts';
import type { LookupField, Resource } from './resource.ts';
import { seededNamesSaid } from './seeded-names.ts';
import { TABLES } from './tables.ts';

/**
 * The lookup choices found valid (`target, filter, id`), per organisation and per table the targets live
 * in, kept while the database notices every change to those tables (migrations 0004, 0005).
 */
export type LookupCaches = ReadonlyMap<string, OrgCache<string, true>>;

/**
 * The tables lookups point into, whose every change the database notices (migrations 0004, 0005): the
 * choices found in them may be cached.
 */
export const LOOKUP_TABLES: readonly string[] = [
  ...new Set(
    MODULES.flatMap((module) => [
      ...module.fields,
      ...(module.children ?? []).flatMap((child) => child.fields),
    ]).flatMap((field) =>
      field.lookup ? [TABLES.get(field.lookup.module)?.table ?? field.lookup.module] : [],
    ),
  ),
].sort();

/** The channel on which the database notices changes to a lookup table. */
export const lookupChannel = (table: string): string => `erp_rows_${table}`;

const filterKeys = new WeakMap<LookupField, string>();

/** The cache key of one chosen id of a lookup: its target, its filter and the id. */
function choiceKey(lookup: LookupField, id: number): string {
  let filter = filterKeys.get(lookup);
  if (filter === undefined) {
    filter = `${lookup.target}\u0000${JSON.stringify(lookup.filter ?? {})}`;
    filterKeys.set(lookup, filter);
  }
  return `${filter}\u0000${id}`;
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The rows of a record's child table (none when it has no such list). */
function childRows(record: Record<string, unknown>, child: string | undefined): Record<string, unknown>[] {
  const rows = child ? record[child] : undefined;
  return Array.isArray(rows)
    ? rows.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    : [];
}

/** A lookup of a record that names no record it may choose, and the index of its record. */
export interface MissingLookup {
  index: number;
  issue: ValidationIssue;
}

/** Reads what lookups name: the records child rows look up, and whether chosen records may be chosen. */
export class Lookups {
  constructor(
    private readonly resources: ReadonlyMap<string, Resource>,
    /** Lookup choices known to be valid; every save checks them again without it. */
    private readonly caches: LookupCaches,
  ) {}

  private target(lookup: LookupField): Resource {
    const found = this.resources.get(lookup.target);
    if (!found) throw new Error(`unknown resource ${lookup.target}`);
    return found;
  }

  /**
   * Adds the looked-up records of child rows (`{ id, [displayKey], ...carries }`, every lookup field's in
   * one query; the record's own lookups come with its row) and what the resource adds for readers.
   * `carried`: child rows that carry a lookup's record already keep it (a document's lines, read with
   * theirs: decision 1797).
   */
  async present(
    resource: Resource,
    rows: Row[],
    ex: Executor,
    caller: Caller,
    carried = false,
  ): Promise<Row[]> {
    const wanted = resource.lookups.flatMap((lookup) => {
      const holders = rows
        .flatMap((row) => childRows(row, lookup.child))
        .filter((row) => !carried || !(lookup.objectKey in row));
      const ids = [...new Set(holders.map((row) => row[lookup.field]).filter(isId))];
      return lookup.child === undefined || ids.length === 0 ? [] : [{ lookup, holders, ids }];
    });
    if (wanted.length > 0) {
      const parts = wanted.map(
        ({ lookup, ids }, part) =>
          sql`SELECT ${part}::int AS part, q.id, q.value FROM (${this.target(lookup).store.lookupObjectsQuery(
            caller,
            ids,
            [lookup.displayKey, ...(lookup.carries ?? [])],
          )}) q`,
      );
      const found = await queryRows<{ part: number; id: number; value: Record<string, unknown> }>(
        ex,
        sql.join(parts, sql` UNION ALL `),
      );
      const byKey = new Map(found.map((row) => [`${row.part}:${row.id}`, row.value]));
      wanted.forEach(({ lookup, holders }, part) => {
        for (const holder of holders) {
          const id = holder[lookup.field];
          holder[lookup.objectKey] = isId(id) ? (byKey.get(`${part}:${id}`) ?? null) : null;
        }
      });
    }
    // Seeded names in the reader's language before a resource adds its own (a user's role by its name).
    const said = seededNamesSaid(resource, rows, caller);
    return resource.hooks.present ? resource.hooks.present(said) : said;
  }

  /** The cache of choices of a lookup's target, unless `tx` has written the target's table itself. */
  private choicesCache(lookup: LookupField, tx: Executor): OrgCache<string, true> | undefined {
    const table = this.target(lookup).store.def.table;
    return tablesWrittenIn(tx).has(table) ? undefined : this.caches.get(table);
  }

  /**
   * The first lookup of `records` (in their order) that names no record of the caller's organisation it
   * may choose (another organisation's id is simply not found), with the index of its record; one query
   * for every lookup of every record, choices found valid before (and unchanged since) not read again.
   */
  async missing(
    resource: Resource,
    tx: Executor,
    caller: Caller,
    records: readonly Record<string, unknown>[],
  ): Promise<MissingLookup | undefined> {
    const wanted = resource.lookups
      .map((lookup) => {
        const cache = this.choicesCache(lookup, tx);
        const ids = [
          ...new Set(
            records.flatMap((record) =>
              (lookup.child ? childRows(record, lookup.child) : [record])
                .map((row) => row[lookup.field])
                .filter(isId),
            ),
          ),
        ];
        const unknown = ids.filter((id) => cache?.peek(caller.orgId, choiceKey(lookup, id)) === undefined);
        return { lookup, cache, ids: unknown };
      })
      .filter((entry) => entry.ids.length > 0);
    if (wanted.length === 0) return undefined;
    const stamps = wanted.map((entry) => entry.cache?.stampOf(caller.orgId));
    // One query for every lookup: which of the chosen ids each target really has.
    const queries = wanted.map(
      (entry, index) =>
        sql`SELECT ${index}::int AS k, m.id, pg_current_xact_id_if_assigned() IS NULL AS unwritten
            FROM (${this.target(entry.lookup).store.matchingQuery(caller, entry.ids, entry.lookup.filter)}) m`,
    );
    const found = await queryRows<{ k: number; id: number; unwritten: boolean }>(
      tx,
      sql.join(queries, sql` UNION ALL `),
    );
    for (const row of found) {
      const entry = wanted[row.k];
      const stamp = stamps[row.k];
      // Only what committed rows say is kept: a transaction that has written may still roll back.
      if (entry?.cache && stamp !== undefined && row.unwritten) {
        entry.cache.keep(caller.orgId, choiceKey(entry.lookup, row.id), true, stamp);
      }
    }
    const have = wanted.map(
      (_, index) => new Set(found.filter((row) => row.k === index).map((row) => row.id)),
    );
    for (const [index, record] of records.entries()) {
      for (const [k, { lookup, ids }] of wanted.entries()) {
        const holders = lookup.child ? childRows(record, lookup.child) : [record];
        const missing = holders.findIndex(
          (row) => ids.includes(row[lookup.field] as number) && !have[k]?.has(row[lookup.field] as number),
        );
        if (missing < 0) continue;
        const target = this.target(lookup);
        const code =
          target.notFoundCode === RESPONSE_CODES.NOT_FOUND
            ? RESPONSE_CODES.VALIDATION_FAILED
            : target.notFoundCode;
        const field = lookup.child ? `${lookup.child}.${missing}.${lookup.field}` : lookup.field;
        const message = lookup.child
          ? say(PHRASES.notFoundOnRowChoose, { label: lookup.label, row: missing + 1 })
          : say(PHRASES.notFoundChoose, { label: lookup.label });
        return { index, issue: { field, code, message } };
      }
    }
    return undefined;
  }
}
