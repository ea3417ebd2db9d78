import {
  MODULES,
  RESPONSE_CODES,
  SAVE_ALL_LIMIT,
  tooManyRecordsMessage,
  type ValidationIssue,
} from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database, type Executor } from '../db/client.ts';
import { AppError } from '../http/envelope.ts';
import { ValidationFailure, parseWith } from '../http/validation.ts';
import type { OrgCache } from '../db/org-cache.ts';
import { TABLES } from './tables.ts';
import {
  tablesWrittenIn,
  type Caller,
  type ListQuery,
  type ListResult,
  type Row,
  type TableStore,
} from '../stores/table-store.ts';

/** A lookup field: it holds the id of a record of another resource (`uomId` → a unit of measure). */
export interface LookupField {
  field: string;
  label: string;
  /** The key of the resource looked up. */
  target: string;
  /** The field of the looked-up record shown to users; a read record carries `{ id, [displayKey] }`. */
  displayKey: string;
  /** Where the looked-up record is put in a read record (`uomId` → `uom`). */
  objectKey: string;
  /** The child table whose rows hold the field (BOM lines), when not the record itself. */
  child?: string;
  /** Only records with these values may be chosen (category types that apply to items). */
  filter?: Readonly<Record<string, string | number | boolean>>;
  /** Fields of the looked-up record carried with it besides `displayKey` (a unit's decimals). */
  carries?: readonly string[];
}

/** A field of another resource that points at this one: a record still pointed at cannot be deleted. */
export interface Reference {
  resource: string;
  label: string;
  field: string;
  child?: string;
}

/** One kind of record the API serves with the generic calls of spec §7 (a catalogue module or a setting). */
export interface Resource {
  key: string;
  /** The API path prefix without /api/v1/, e.g. 'chemical/item'. */
  apiPath: string;
  label: string;
  /** The access-control names reads and writes are checked against. */
  aclNames: readonly string[];
  /** The session's own start-up reads are open to every logged-in user (issue 5). */
  openRead?: boolean;
  /** Records are only read and updated through the API (the caller's own organisation). */
  singleton?: boolean;
  store: TableStore;
  notFoundCode: number;
  lookups: readonly LookupField[];
  referencedBy: readonly Reference[];
  /**
   * Parses a whole record in the user's words: the body on create, the stored record merged with the
   * body on update (`current` is then the stored record).
   */
  validate(
    record: Record<string, unknown>,
    tx: Executor,
    caller: Caller,
    current: Row | undefined,
  ): Promise<Record<string, unknown>>;
  /** Last changes before the record is written (a password hashed). */
  prepare?(record: Record<string, unknown>): Promise<Record<string, unknown>>;
  /**
   * What else an update changes, in its transaction (a user's other sessions end, decision 0214):
   * `current` is the stored record before it, `written` what `prepare` gave.
   */
  updated?(tx: Executor, caller: Caller, current: Row, written: Record<string, unknown>): Promise<void>;
  /** What a reader sees of stored rows beyond the looked-up records (a user's role as spec §3 names it). */
  present?(rows: Row[]): Row[];
}

const idValue = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? `${label} is required`
            : `${label} must be a number`,
      })
      .int({ error: `${label} must be a whole number` })
      .positive({ error: `${label} must be greater than zero` }),
  );

const recordBody = z.record(z.string(), z.unknown(), { error: 'The data sent is not a record' });
const recordList = z
  .array(recordBody, { error: 'A list of records is required' })
  .min(1, { error: 'A list of records is required' });
const identity = z.object({ id: idValue('Record id') });
const identityWithVersion = z.object({
  id: idValue('Record id'),
  version: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: 'Version is required: reload the record and try again' })
      .int({ error: 'Version must be a whole number' })
      .min(0, { error: 'Version must be a whole number' }),
  ),
});

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The rows of a record's child table (none when it has no such list). */
function childRows(record: Record<string, unknown>, child: string | undefined): Record<string, unknown>[] {
  const rows = child ? record[child] : undefined;
  return Array.isArray(rows)
    ? rows.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    : [];
}

/** The id schemas by label: building a zod schema costs more than parsing with it. */
const idSchemas = new Map<string, ReturnType<typeof idValue>>();

/** A record id from a path parameter or a body, checked in the user's words. */
export function parseId(value: unknown, label = 'Record id'): number {
  let schema = idSchemas.get(label);
  if (!schema) {
    schema = idValue(label);
    idSchemas.set(label, schema);
  }
  return parseWith(schema, value);
}

export function parseRecord(body: unknown): Record<string, unknown> {
  return parseWith(recordBody, body);
}

/**
 * The lookup choices found valid (`target, filter, id`), per organisation and per table the targets live
 * in, kept while the database notices every change to those tables (migrations 0004, 0005).
 */
type LookupCaches = ReadonlyMap<string, OrgCache<string, true>>;

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

/** One record of a bulk save: its index in the list, the record to write, and for an update what it updates. */
interface SavePlan {
  index: number;
  record: Record<string, unknown>;
  update?: { id: number; version: number; current: Row };
}

/** A failure of the record at `index` of a bulk save, naming its row. */
function rowFailure(index: number, error: unknown): unknown {
  if (error instanceof ValidationFailure) {
    return new ValidationFailure(
      error.issues.map((issue) => ({
        ...issue,
        message: `Row ${index + 1}: ${issue.message}`,
        field: `${index}.${issue.field}`,
      })),
    );
  }
  if (error instanceof AppError) {
    return new AppError(error.code, `Row ${index + 1}: ${error.message}`, error.headers);
  }
  return error;
}

/**
 * Runs `work` under a savepoint: undefined, with its writes undone, when the database refused a row (a
 * constraint, which the stores answer as an AppError); any other failure ends the transaction.
 */
async function inSavepoint<T>(tx: Executor, work: () => Promise<T>): Promise<T | undefined> {
  await tx.execute(sql`SAVEPOINT save_all`);
  try {
    const result = await work();
    await tx.execute(sql`RELEASE SAVEPOINT save_all`);
    return result;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await tx.execute(sql`ROLLBACK TO SAVEPOINT save_all`);
    await tx.execute(sql`RELEASE SAVEPOINT save_all`);
    return undefined;
  }
}

/** Runs the work of the record at `index` of a bulk save; its failure names the row. */
async function rowNamed<T>(index: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw rowFailure(index, error);
  }
}

/** The generic operations of spec §7 on one resource, each write in one transaction. */
export class ResourceService {
  constructor(
    private readonly database: Database,
    readonly resources: ReadonlyMap<string, Resource>,
    /** Lookup choices known to be valid; every save checks them again without it. */
    private readonly lookupCaches: LookupCaches = new Map(),
  ) {}

  resource(key: string): Resource {
    const found = this.resources.get(key);
    if (!found) throw new Error(`unknown resource ${key}`);
    return found;
  }

  /**
   * Adds the looked-up records of child rows (`{ id, [displayKey] }`, one query per lookup field; the
   * record's own lookups come with its row) and what the resource adds for readers.
   */
  async present(resource: Resource, rows: Row[], ex: Executor, caller: Caller): Promise<Row[]> {
    for (const lookup of resource.lookups.filter((candidate) => candidate.child !== undefined)) {
      const holders = rows.flatMap((row) => childRows(row, lookup.child));
      const ids = [...new Set(holders.map((row) => row[lookup.field]).filter(isId))];
      if (ids.length === 0) continue;
      const names = await this.resource(lookup.target).store.valuesOf(ex, caller, ids, lookup.displayKey);
      for (const holder of holders) {
        const id = holder[lookup.field];
        holder[lookup.objectKey] =
          isId(id) && names.has(id) ? { id, [lookup.displayKey]: names.get(id) ?? null } : null;
      }
    }
    return resource.present ? resource.present(rows) : rows;
  }

  async list(resource: Resource, caller: Caller, query: ListQuery): Promise<ListResult> {
    const db = this.database.db;
    const result = await resource.store.list(db, caller, query);
    return { ...result, rows: await this.present(resource, result.rows, db, caller) };
  }

  private async presentOne(resource: Resource, row: Row, ex: Executor, caller: Caller): Promise<Row> {
    const [shown] = await this.present(resource, [row], ex, caller);
    return shown ?? row;
  }

  /** One record with its looked-up records; `extra` adds named columns (the attached files). */
  async get(
    resource: Resource,
    caller: Caller,
    id: number,
    ex: Executor = this.database.db,
    extra?: SQL,
  ): Promise<Row> {
    const row = await resource.store.get(ex, caller, id, extra ? { extra } : {});
    if (!row) throw new AppError(resource.notFoundCode);
    return this.presentOne(resource, row, ex, caller);
  }

  /** The cache of choices of a lookup's target, unless `tx` has written the target's table itself. */
  private choicesCache(lookup: LookupField, tx: Executor): OrgCache<string, true> | undefined {
    const table = this.resource(lookup.target).store.def.table;
    return tablesWrittenIn(tx).has(table) ? undefined : this.lookupCaches.get(table);
  }

  /**
   * Every lookup must name a record of the caller's organisation that the lookup may choose: another
   * organisation's id is simply not found. Choices found valid before (and unchanged since) are not
   * read again.
   */
  private async checkLookups(
    resource: Resource,
    tx: Executor,
    caller: Caller,
    record: Record<string, unknown>,
  ): Promise<void> {
    const missing = await this.missingLookup(resource, tx, caller, [record]);
    if (missing) throw new ValidationFailure([missing.issue]);
  }

  /**
   * The first lookup of `records` (in their order) that names no record it may choose, with the index of
   * its record; one query for every lookup of every record, choices found valid before not read again.
   */
  private async missingLookup(
    resource: Resource,
    tx: Executor,
    caller: Caller,
    records: readonly Record<string, unknown>[],
  ): Promise<{ index: number; issue: ValidationIssue } | undefined> {
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
            FROM (${this.resource(entry.lookup.target).store.matchingQuery(caller, entry.ids, entry.lookup.filter)}) m`,
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
        const target = this.resource(lookup.target);
        const code =
          target.notFoundCode === RESPONSE_CODES.NOT_FOUND
            ? RESPONSE_CODES.VALIDATION_FAILED
            : target.notFoundCode;
        const field = lookup.child ? `${lookup.child}.${missing}.${lookup.field}` : lookup.field;
        const where = lookup.child ? ` (row ${missing + 1})` : '';
        return {
          index,
          issue: { field, code, message: `${lookup.label}${where} was not found: choose one from the list` },
        };
      }
    }
    return undefined;
  }

  /** A record another record still points at cannot be deleted; the message says which kind of record. */
  private async checkReferences(resource: Resource, tx: Executor, caller: Caller, id: number): Promise<void> {
    for (const reference of resource.referencedBy) {
      if (
        await this.resource(reference.resource).store.refersTo(
          tx,
          caller,
          reference.field,
          reference.child,
          id,
        )
      ) {
        const article = /^[aeiou]/i.test(reference.label) ? 'an' : 'a';
        throw new AppError(
          RESPONSE_CODES.IN_USE,
          `This ${resource.label} is used by ${article} ${reference.label} record and cannot be deleted.`,
        );
      }
    }
  }

  async createIn(
    tx: Executor,
    resource: Resource,
    caller: Caller,
    body: Record<string, unknown>,
  ): Promise<Row> {
    const { id: _id, version: _version, ...fields } = body;
    const record = await resource.validate(fields, tx, caller, undefined);
    await this.checkLookups(resource, tx, caller, record);
    const prepared = resource.prepare ? await resource.prepare(record) : record;
    return this.presentOne(resource, await resource.store.insert(tx, caller, prepared), tx, caller);
  }

  async updateIn(
    tx: Executor,
    resource: Resource,
    caller: Caller,
    body: Record<string, unknown>,
  ): Promise<Row> {
    const { id, version } = parseWith(identityWithVersion, body);
    const current = await resource.store.get(tx, caller, id, { lock: true });
    if (!current) throw new AppError(resource.notFoundCode);
    if (current.version !== version) throw new AppError(RESPONSE_CODES.STALE_VERSION);
    const given = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    const record = await resource.validate({ ...current, ...given }, tx, caller, current);
    await this.checkLookups(resource, tx, caller, record);
    const prepared = resource.prepare ? await resource.prepare(record) : record;
    const row = await resource.store.update(tx, caller, id, version, prepared);
    if (!row) throw new AppError(RESPONSE_CODES.STALE_VERSION);
    await resource.updated?.(tx, caller, current, prepared);
    return this.presentOne(resource, row, tx, caller);
  }

  /** saveOrUpdate: a body with an id updates that record, one without creates a record. */
  saveOrUpdateIn(
    tx: Executor,
    resource: Resource,
    caller: Caller,
    body: Record<string, unknown>,
  ): Promise<Row> {
    const hasId = body.id !== undefined && body.id !== null && body.id !== '' && body.id !== 0;
    return hasId ? this.updateIn(tx, resource, caller, body) : this.createIn(tx, resource, caller, body);
  }

  create(resource: Resource, caller: Caller, body: unknown): Promise<Row> {
    const record = parseRecord(body);
    return this.database.transaction((tx) => this.createIn(tx, resource, caller, record));
  }

  update(resource: Resource, caller: Caller, body: unknown): Promise<Row> {
    const record = parseRecord(body);
    return this.database.transaction((tx) => this.updateIn(tx, resource, caller, record));
  }

  saveOrUpdate(resource: Resource, caller: Caller, body: unknown): Promise<Row> {
    const record = parseRecord(body);
    return this.database.transaction((tx) => this.saveOrUpdateIn(tx, resource, caller, record));
  }

  /**
   * saveOrUpdateAll: every record or none (one transaction); a failure names the row it came from. At most
   * SAVE_ALL_LIMIT records, refused whole before anything is read (decision 0217: a transaction keeps the
   * embedded database from every other request, so it must stay short).
   */
  saveOrUpdateAll(resource: Resource, caller: Caller, body: unknown): Promise<Row[]> {
    const list = Array.isArray(body) ? body : (body as { data?: unknown } | null)?.data;
    if (Array.isArray(list) && list.length > SAVE_ALL_LIMIT) {
      throw new AppError(RESPONSE_CODES.TOO_LARGE, tooManyRecordsMessage(list.length));
    }
    return this.saveAll(resource, caller, parseWith(recordList, list));
  }

  /**
   * What one record of a bulk save will write, worked out outside any transaction (reads that need no
   * lock): the stored record of an update, checked against the version sent; the record validated.
   */
  private async plan(
    resource: Resource,
    ex: Executor,
    caller: Caller,
    body: Record<string, unknown>,
    index: number,
  ): Promise<SavePlan> {
    const hasId = body.id !== undefined && body.id !== null && body.id !== '' && body.id !== 0;
    if (!hasId) {
      const { id: _id, version: _version, ...fields } = body;
      return { index, record: await resource.validate(fields, ex, caller, undefined) };
    }
    const { id, version } = parseWith(identityWithVersion, body);
    const current = await resource.store.get(ex, caller, id);
    if (!current) throw new AppError(resource.notFoundCode);
    if (current.version !== version) throw new AppError(RESPONSE_CODES.STALE_VERSION);
    const given = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    const record = await resource.validate({ ...current, ...given }, ex, caller, current);
    return { index, record, update: { id, version, current } };
  }

  /**
   * Decision 0217: everything that only reads (parsing, validation, the stored records of updates, the
   * lookups, a password's hash) is done before the transaction, whose statements other requests wait for
   * on PGlite; the transaction checks the lookups again (from the cache unless they changed meanwhile),
   * writes each run of new records with one multi-row INSERT, and each update where its version is still
   * the one read, so that a record changed meanwhile is refused as stale.
   */
  private async saveAll(
    resource: Resource,
    caller: Caller,
    records: readonly Record<string, unknown>[],
  ): Promise<Row[]> {
    const db = this.database.db;
    const plans: SavePlan[] = [];
    for (const [index, body] of records.entries()) {
      plans.push(await rowNamed(index, () => this.plan(resource, db, caller, body, index)));
    }
    const validated = plans.map((plan) => plan.record);
    const missing = await this.missingLookup(resource, db, caller, validated);
    if (missing) throw rowFailure(missing.index, new ValidationFailure([missing.issue]));
    for (const plan of plans) {
      if (resource.prepare) plan.record = await resource.prepare(plan.record);
    }
    return this.database.transaction(async (tx) => {
      const changed = await this.missingLookup(resource, tx, caller, validated);
      if (changed) throw rowFailure(changed.index, new ValidationFailure([changed.issue]));
      const saved: Row[] = [];
      // Runs of new records and runs of updates, in the order sent (an update may free a name a later
      // record takes).
      let next = 0;
      while (next < plans.length) {
        const updating = plans[next]?.update !== undefined;
        let end = next;
        while (end < plans.length && (plans[end]?.update !== undefined) === updating) end += 1;
        const run = plans.slice(next, end);
        saved.push(
          ...(updating
            ? await this.updateRun(tx, resource, caller, run)
            : await this.insertRun(tx, resource, caller, run)),
        );
        next = end;
      }
      return this.present(resource, saved, tx, caller);
    });
  }

  /**
   * Inserts a run of new records with one statement. When it fails on a constraint, the run is written
   * again in halves under a savepoint until the first failing record is found, so that the failure names
   * its row as a record-by-record save would (a handful of statements instead of one per record).
   */
  private async insertRun(
    tx: Executor,
    resource: Resource,
    caller: Caller,
    plans: readonly SavePlan[],
  ): Promise<Row[]> {
    const [only] = plans;
    if (only && plans.length === 1) {
      return rowNamed(only.index, () => resource.store.insertMany(tx, caller, [only.record]));
    }
    const rows = await inSavepoint(tx, () =>
      resource.store.insertMany(
        tx,
        caller,
        plans.map((plan) => plan.record),
      ),
    );
    if (rows) return rows;
    const half = Math.ceil(plans.length / 2);
    return [
      ...(await this.insertRun(tx, resource, caller, plans.slice(0, half))),
      ...(await this.insertRun(tx, resource, caller, plans.slice(half))),
    ];
  }

  /**
   * Writes a run of updates with one statement, each only where its version is still the one read (else
   * stale, naming its row); a constraint's failure is looked for in halves, as for new records.
   */
  private async updateRun(
    tx: Executor,
    resource: Resource,
    caller: Caller,
    plans: readonly SavePlan[],
  ): Promise<Row[]> {
    const updates = plans.flatMap((plan) =>
      plan.update ? [{ ...plan.update, record: plan.record, index: plan.index }] : [],
    );
    const [only] = updates;
    const rows =
      only && updates.length === 1
        ? await rowNamed(only.index, () => resource.store.updateMany(tx, caller, updates))
        : await inSavepoint(tx, () => resource.store.updateMany(tx, caller, updates));
    if (!rows) {
      const half = Math.ceil(plans.length / 2);
      return [
        ...(await this.updateRun(tx, resource, caller, plans.slice(0, half))),
        ...(await this.updateRun(tx, resource, caller, plans.slice(half))),
      ];
    }
    const written: Row[] = [];
    for (const [k, update] of updates.entries()) {
      const row = rows[k];
      if (!row) throw rowFailure(update.index, new AppError(RESPONSE_CODES.STALE_VERSION));
      await rowNamed(update.index, async () => resource.updated?.(tx, caller, update.current, update.record));
      written.push(row);
    }
    return written;
  }

  /** Deletes the record the body names (a version, when sent, must still be current). */
  remove(resource: Resource, caller: Caller, body: unknown): Promise<{ id: number }> {
    const record = parseRecord(body);
    const { id } = parseWith(identity, record);
    return this.database.transaction(async (tx) => {
      const current = await resource.store.get(tx, caller, id, { lock: true });
      if (!current) throw new AppError(resource.notFoundCode);
      if (
        record.version !== undefined &&
        record.version !== null &&
        Number(record.version) !== current.version
      ) {
        throw new AppError(RESPONSE_CODES.STALE_VERSION);
      }
      await this.checkReferences(resource, tx, caller, id);
      await resource.store.remove(tx, caller, id);
      return { id };
    });
  }
}
