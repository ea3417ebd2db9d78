import { RESPONSE_CODES, SAVE_ALL_LIMIT, tooManyRecordsMessage, PHRASES, say } from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import { AppError, ValidationFailure } from '../core/errors.ts';
import { inSavepoint } from '../core/transaction.ts';
import type { Database, Executor } from '../db/client.ts';
import type { JobJournal } from '../jobs/journal.ts';
import { inTurns } from '../jobs/pieces.ts';
import type { Row } from '../stores/types.ts';
import type { InsertAnswer } from '../stores/writes.ts';
import type { Lookups } from './lookups.ts';
import { namesRecord, parseIdentityWithVersion, parseRecordList } from './parse.ts';
import type { Resource } from './resource.ts';

/** One record of a bulk save: its index in the list, the record to write, and for an update what it updates. */
export interface SavePlan {
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
        message: say(PHRASES.onRow, { row: index + 1, message: issue.message }),
        field: `${index}.${issue.field}`,
      })),
    );
  }
  if (error instanceof AppError) {
    return new AppError(
      error.code,
      say(PHRASES.onRow, { row: index + 1, message: error.message }),
      error.retryAfterSeconds,
    );
  }
  return error;
}

/** Runs the work of the record at `index` of a bulk save; its failure names the row. */
async function rowNamed<T>(index: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw rowFailure(index, error);
  }
}

/** saveOrUpdateAll of spec §7: every record or none, in one short transaction (decision 0217). */
export class BulkSave {
  constructor(
    private readonly database: Database,
    private readonly resources: ReadonlyMap<string, Resource>,
    private readonly lookups: Lookups,
  ) {}

  /**
   * Every record or none (one transaction); a failure names the row it came from. At most SAVE_ALL_LIMIT
   * records, refused whole before anything is read (decision 0217: a transaction keeps the embedded
   * database from every other request, so it must stay short).
   */
  save(resource: Resource, caller: Caller, body: unknown): Promise<Row[]> {
    const list = Array.isArray(body) ? body : (body as { data?: unknown } | null)?.data;
    if (Array.isArray(list) && list.length > SAVE_ALL_LIMIT) {
      throw new AppError(RESPONSE_CODES.TOO_LARGE, tooManyRecordsMessage(list.length));
    }
    return this.saveAll(resource, caller, parseRecordList(list));
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
    if (!namesRecord(body)) {
      const { id: _id, version: _version, ...fields } = body;
      return { index, record: await resource.validate(fields, ex, caller, undefined) };
    }
    const { id, version } = parseIdentityWithVersion(body);
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
    // In turns: with config and rules kept in memory, the records' checks never wait for the database.
    const plans = await inTurns(records, (body, index) =>
      rowNamed(index, () => this.plan(resource, db, caller, body, index)),
    );
    return this.writeAll(resource, caller, plans);
  }

  /**
   * Writes records already validated (`plan`, or a sheet's import: decision 2100), every one or none; a
   * refusal names the plan's row. `answered` false: a new record is answered by its id and version only,
   * with none of its lookups, unless an after-save hook reads it (a sheet's import, decision 2154: what
   * it would read back was most of its writing transaction, in which PGlite answers no one else).
   * `journal`: a job's piece, which notes what it makes and updates in its transaction (decision 2261).
   */
  async writeAll(
    resource: Resource,
    caller: Caller,
    plans: SavePlan[],
    answered = true,
    journal?: JobJournal,
  ): Promise<Row[]> {
    const validated = plans.map((plan) => plan.record);
    const missing = await this.lookups.missing(resource, this.database.db, caller, validated);
    if (missing)
      throw rowFailure(plans[missing.index]?.index ?? missing.index, new ValidationFailure([missing.issue]));
    const { beforeSave } = resource.hooks;
    if (beforeSave) for (const plan of plans) plan.record = await beforeSave(plan.record);
    // Decision 0217 (addendum of 2026-11-24): each run is written first without a savepoint, so that the
    // transaction is BEGIN with the INSERT, then COMMIT: two round trips to PGlite's worker instead of
    // four while other requests wait. A refusal rolls it back, and the records are written again in a
    // transaction that looks for the refused row under savepoints.
    const answer: InsertAnswer = answered || resource.hooks.afterSave ? 'record' : 'id';
    try {
      return await this.write(resource, caller, plans, validated, answer, false, journal);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return this.write(resource, caller, plans, validated, answer, true, journal);
    }
  }

  /** The transaction of a bulk save; `findRow`: each run under a savepoint, so that a refusal names its row. */
  private write(
    resource: Resource,
    caller: Caller,
    plans: readonly SavePlan[],
    validated: readonly Record<string, unknown>[],
    answer: InsertAnswer,
    findRow: boolean,
    journal: JobJournal | undefined,
  ): Promise<Row[]> {
    return this.database.transaction(async (tx) => {
      const changed = await this.lookups.missing(resource, tx, caller, validated);
      if (changed)
        throw rowFailure(
          plans[changed.index]?.index ?? changed.index,
          new ValidationFailure([changed.issue]),
        );
      await journal?.updating(
        tx,
        resource.store,
        plans.flatMap((plan) => (plan.update ? [plan.update.id] : [])),
      );
      const saved: Row[] = [];
      // Runs of new records and runs of updates, in the order sent (an update may free a name a later
      // record takes).
      let next = 0;
      while (next < plans.length) {
        const updating = plans[next]?.update !== undefined;
        let end = next;
        while (end < plans.length && (plans[end]?.update !== undefined) === updating) end += 1;
        const run = plans.slice(next, end);
        const rows = updating
          ? await this.updateRun(tx, resource, caller, run, findRow)
          : await this.insertRun(tx, resource, caller, run, answer, findRow);
        if (!updating)
          await journal?.made(
            tx,
            resource.store.def.table,
            rows.map((row) => row.id),
          );
        await this.afterSave(tx, resource, caller, run, rows);
        saved.push(...rows);
        next = end;
      }
      return answer === 'id' ? saved : this.lookups.present(resource, saved, tx, caller);
    });
  }

  /** The resource's after-save hook for each record of a run, in its order; a failure names its row. */
  private async afterSave(
    tx: Executor,
    resource: Resource,
    caller: Caller,
    plans: readonly SavePlan[],
    rows: readonly Row[],
  ): Promise<void> {
    const { afterSave } = resource.hooks;
    if (!afterSave) return;
    const context = { tx, caller, resources: this.resources };
    for (const [k, plan] of plans.entries()) {
      const saved = rows[k];
      if (!saved) continue;
      await rowNamed(plan.index, () =>
        afterSave(context, { current: plan.update?.current, written: plan.record, saved }),
      );
    }
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
    answer: InsertAnswer,
    findRow: boolean,
  ): Promise<Row[]> {
    const [only] = plans;
    if (only && plans.length === 1) {
      return rowNamed(only.index, () => resource.store.insertMany(tx, caller, [only.record], answer));
    }
    const insert = () =>
      resource.store.insertMany(
        tx,
        caller,
        plans.map((plan) => plan.record),
        answer,
      );
    if (!findRow) return insert();
    const rows = await inSavepoint(tx, insert);
    if (rows) return rows;
    const half = Math.ceil(plans.length / 2);
    return [
      ...(await this.insertRun(tx, resource, caller, plans.slice(0, half), answer, true)),
      ...(await this.insertRun(tx, resource, caller, plans.slice(half), answer, true)),
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
    findRow: boolean,
  ): Promise<Row[]> {
    const updates = plans.flatMap((plan) =>
      plan.update ? [{ ...plan.update, record: plan.record, index: plan.index }] : [],
    );
    const [only] = updates;
    const update = () => resource.store.updateMany(tx, caller, updates);
    const rows =
      only && updates.length === 1
        ? await rowNamed(only.index, update)
        : findRow
          ? await inSavepoint(tx, update)
          : await update();
    if (!rows) {
      const half = Math.ceil(plans.length / 2);
      return [
        ...(await this.updateRun(tx, resource, caller, plans.slice(0, half), true)),
        ...(await this.updateRun(tx, resource, caller, plans.slice(half), true)),
      ];
    }
    return updates.map((update, k) => {
      const row = rows[k];
      if (!row) throw rowFailure(update.index, new AppError(RESPONSE_CODES.STALE_VERSION));
      return row;
    });
  }
}
