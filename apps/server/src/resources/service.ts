import { RESPONSE_CODES, PHRASES, say } from '@erp/domain';
import type { SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { AppError, ValidationFailure } from '../core/errors.ts';
import { oneStatement } from '../core/idempotency.ts';
import type { Database, Executor } from '../db/client.ts';
import type { JobJournal } from '../jobs/journal.ts';
import type { ListQuery, ListResult, Row } from '../stores/types.ts';
import { BulkSave, type SavePlan } from './bulk-save.ts';
import { Lookups, type LookupCaches } from './lookups.ts';
import { seededNamesSaid } from './seeded-names.ts';
import { namesRecord, parseIdentity, parseIdentityWithVersion, parseRecord } from './parse.ts';
import type { Resource } from './resource.ts';

/** The generic operations of spec §7 on one resource, each write in one transaction. */
export class ResourceService {
  private readonly lookups: Lookups;
  private readonly bulk: BulkSave;

  constructor(
    private readonly database: Database,
    readonly resources: ReadonlyMap<string, Resource>,
    /** Lookup choices known to be valid; every save checks them again without it. */
    lookupCaches: LookupCaches = new Map(),
  ) {
    this.lookups = new Lookups(resources, lookupCaches);
    this.bulk = new BulkSave(database, resources, this.lookups);
  }

  resource(key: string): Resource {
    const found = this.resources.get(key);
    if (!found) throw new Error(`unknown resource ${key}`);
    return found;
  }

  async list(resource: Resource, caller: Caller, query: ListQuery): Promise<ListResult> {
    const db = this.database.db;
    const result = await resource.store.list(db, caller, query);
    const rows = await this.lookups.present(resource, result.rows, db, caller);
    // A list names its own rows in the reader's language too where they are seeded (decision 2233).
    return { ...result, rows: seededNamesSaid(resource, rows, caller, true) };
  }

  /** Rows of `resource` read elsewhere (a board's cards) with their looked-up records. */
  present(resource: Resource, rows: Row[], caller: Caller, ex: Executor = this.database.db): Promise<Row[]> {
    return this.lookups.present(resource, rows, ex, caller);
  }

  private async presentOne(resource: Resource, row: Row, ex: Executor, caller: Caller): Promise<Row> {
    const [shown] = await this.lookups.present(resource, [row], ex, caller);
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

  /**
   * The records of `resource` whose `field` names the record `ownerId` of `owner` (a role's access data),
   * unless the caller's organisation has no such owner.
   */
  async listOwnedBy(
    resource: Resource,
    caller: Caller,
    field: string,
    owner: Resource,
    ownerId: number,
  ): Promise<Row[]> {
    const db = this.database.db;
    if (!(await owner.store.get(db, caller, ownerId))) throw new AppError(owner.notFoundCode);
    const { rows } = await resource.store.list(db, caller, { where: { [field]: ownerId } });
    return rows;
  }

  /** Every lookup must name a record of the caller's organisation that the lookup may choose. */
  private async checkLookups(
    resource: Resource,
    tx: Executor,
    caller: Caller,
    record: Record<string, unknown>,
  ): Promise<void> {
    const missing = await this.lookups.missing(resource, tx, caller, [record]);
    if (missing) throw new ValidationFailure([missing.issue]);
  }

  /** A record another record still points at cannot be deleted; the message says which kind of record. */
  private async checkReferences(resource: Resource, tx: Executor, caller: Caller, id: number): Promise<void> {
    for (const reference of resource.referencedBy) {
      const { store } = this.resource(reference.resource);
      if (await store.refersTo(tx, caller, reference.field, reference.child, id)) {
        const phrase = /^[aeiou]/i.test(reference.label) ? PHRASES.inUseByAn : PHRASES.inUseByA;
        throw new AppError(
          RESPONSE_CODES.IN_USE,
          say(phrase, { label: resource.label, reference: reference.label }),
        );
      }
    }
  }

  /** The checked record written by `write`, with the resource's hooks before and after it. */
  private async save(
    tx: Executor,
    resource: Resource,
    caller: Caller,
    record: Record<string, unknown>,
    current: Row | undefined,
    write: (written: Record<string, unknown>) => Promise<Row>,
  ): Promise<Row> {
    await this.checkLookups(resource, tx, caller, record);
    const { beforeSave, afterSave } = resource.hooks;
    const written = beforeSave ? await beforeSave(record) : record;
    const saved = await write(written);
    await afterSave?.({ tx, caller, resources: this.resources }, { current, written, saved });
    return this.presentOne(resource, saved, tx, caller);
  }

  async createIn(
    tx: Executor,
    resource: Resource,
    caller: Caller,
    body: Record<string, unknown>,
  ): Promise<Row> {
    const { id: _id, version: _version, ...fields } = body;
    const record = await resource.validate(fields, tx, caller, undefined);
    return this.save(tx, resource, caller, record, undefined, (written) =>
      resource.store.insert(tx, caller, written),
    );
  }

  async updateIn(
    tx: Executor,
    resource: Resource,
    caller: Caller,
    body: Record<string, unknown>,
  ): Promise<Row> {
    const { id, version } = parseIdentityWithVersion(body);
    const current = await resource.store.get(tx, caller, id, { lock: true });
    if (!current) throw new AppError(resource.notFoundCode);
    if (current.version !== version) throw new AppError(RESPONSE_CODES.STALE_VERSION);
    const given = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    const record = await resource.validate({ ...current, ...given }, tx, caller, current);
    return this.save(tx, resource, caller, record, current, async (written) => {
      const row = await resource.store.update(tx, caller, id, version, written);
      if (!row) throw new AppError(RESPONSE_CODES.STALE_VERSION);
      return row;
    });
  }

  /** saveOrUpdate: a body with an id updates that record, one without creates a record. */
  saveOrUpdateIn(
    tx: Executor,
    resource: Resource,
    caller: Caller,
    body: Record<string, unknown>,
  ): Promise<Row> {
    return namesRecord(body)
      ? this.updateIn(tx, resource, caller, body)
      : this.createIn(tx, resource, caller, body);
  }

  /**
   * Decision 0750: a create without an after-save hook is its one INSERT, sent alone. Its checks only
   * read (a transaction around them would add BEGIN and COMMIT and nothing else), PostgreSQL runs the one
   * statement atomically, and the keys still refuse a duplicate or a target deleted meanwhile. A create sent
   * with a key has a transaction, which takes the key (decision 2290).
   */
  create(resource: Resource, caller: Caller, body: unknown): Promise<Row> {
    const record = parseRecord(body);
    if (!resource.hooks.afterSave)
      return oneStatement(this.database, (ex) => this.createIn(ex, resource, caller, record));
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

  /** saveOrUpdateAll: every record or none, at most SAVE_ALL_LIMIT of them (decision 0217). */
  saveOrUpdateAll(resource: Resource, caller: Caller, body: unknown): Promise<Row[]> {
    return this.bulk.save(resource, caller, body);
  }

  /**
   * Records already validated, every one or none, with the hooks and audit of a save (a sheet's import);
   * answers nothing: the import reads nothing back (decision 2154). `journal`: the import's piece, noting
   * what it writes (decision 2261).
   */
  async writeValidated(
    resource: Resource,
    caller: Caller,
    plans: SavePlan[],
    journal?: JobJournal,
  ): Promise<void> {
    await this.bulk.writeAll(resource, caller, plans, false, journal);
  }

  /** Deletes the record the body names (a version, when sent, must still be current). */
  remove(resource: Resource, caller: Caller, body: unknown): Promise<{ id: number }> {
    const record = parseRecord(body);
    const { id } = parseIdentity(record);
    return this.database.transaction(async (tx) => {
      const current = await resource.store.get(tx, caller, id, { lock: true });
      if (!current) throw new AppError(resource.notFoundCode);
      // A version that is no number or numeric text (an object whose toString is no function) is stale.
      const sent = record.version;
      if (
        sent !== undefined &&
        sent !== null &&
        (typeof sent === 'number' || typeof sent === 'string' ? Number(sent) : Number.NaN) !== current.version
      ) {
        throw new AppError(RESPONSE_CODES.STALE_VERSION);
      }
      const written = resource.writtenBy?.(current) ?? null;
      if (written) throw new AppError(RESPONSE_CODES.IN_USE, written);
      await this.checkReferences(resource, tx, caller, id);
      await resource.store.remove(tx, caller, id);
      return { id };
    });
  }
}
