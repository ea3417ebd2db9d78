// Issue 43, "Opening balances" (decision 2152): a party's open invoices or bills at go-live from a sheet, one
// row per document, through the one shape of decision 2100, each made and submitted by the documents' own
// save and submit (numbering, the book dates, a repeated original, the audit), every row or none.
import {
  RESPONSE_CODES,
  goLiveEve,
  type ImportColumn,
  type ImportProblem,
  type ImportReport,
} from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import { inSavepoint } from '../core/transaction.ts';
import type { Database, Executor } from '../db/client.ts';
import { GO_LIVE_KEY } from '../documents/book-dates.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { DocumentService } from '../documents/service.ts';
import { transitionIn } from '../documents/transitions.ts';
import type { ResourceService } from '../resources/service.ts';
import { Pieces } from '../jobs/pieces.ts';
import { configValues } from '../stores/sys-config.ts';
import {
  SheetRows,
  columnsOf,
  importReport,
  keyLabels,
  uniqueRows,
  type ImportParams,
  type ImportProgress,
  type ReadRow,
} from './master-import.ts';
import { problemsOf } from './problems.ts';

/** An opening's sheet: its form's fields but its date, which is the go-live eve of every one (decision 2121). */
export const documentColumns = (resource: DocumentResource): ImportColumn[] =>
  columnsOf(resource.module, ['date']);

/** A piece's transaction is rolled back by this when only checking, or once a row was refused. */
class Checked extends Error {}

/**
 * Makes and submits each row of an opening's sheet, so that every refusal the documents' engine has is the
 * row's problem, in short pieces between which other requests run; a check, or a sheet with a bad row, keeps
 * nothing (decisions 2261, 2266).
 */
export class DocumentImports {
  private readonly sheets: SheetRows;

  constructor(
    private readonly database: Database,
    service: ResourceService,
    private readonly documents: DocumentService,
  ) {
    this.sheets = new SheetRows(database, service);
  }

  async run(
    resource: DocumentResource,
    caller: Caller,
    params: ImportParams,
    job: ImportProgress,
  ): Promise<ImportReport> {
    const { signal } = job;
    const columns = documentColumns(resource);
    const { rows, problems } = await this.sheets.read(resource, resource.module, caller, columns, params);
    const date = await this.eve(resource, caller);
    // One open invoice of a party per row: the party and the original's number are its key.
    const keys = ['partyId', ...(resource.def.uniquePerParty ? [resource.def.uniquePerParty] : [])];
    const unique = await uniqueRows(rows, keys, keyLabels(columns, keys), problems);
    // Checked and made in one pass of short pieces (decision 2266): a check, then the same making again,
    // took twice a row's seconds, and 20,000 rows did not end. Each row is made and submitted under a
    // savepoint, a refused one's undone and its problems noted; a piece is kept (noting what it made) only
    // while importing and no row so far was refused, else rolled back whole, and what earlier pieces made is
    // undone once a row is refused: every row or none, the bad rows named.
    const table = resource.store.def.table;
    const pieces = new Pieces();
    let kept = 0;
    for (let done = 0; done < unique.length;) {
      signal.throwIfAborted();
      // The bar counts rows checked and made at once: one pass does both.
      job.progress(done, unique.length);
      const piece = unique.slice(done, done + pieces.size);
      await pieces
        .timed(() =>
          this.database.transaction(async (tx) => {
            const made: number[] = [];
            for (const row of piece) {
              const id = await this.tried(tx, resource, caller, row, date, columns, problems);
              if (id !== undefined) made.push(id);
            }
            if (params.check || problems.length > 0) throw new Checked();
            await job.journal.made(tx, table, made);
            kept += made.length;
          }),
        )
        .catch((error: unknown) => {
          if (!(error instanceof Checked)) throw error;
        });
      done += piece.length;
      await pieces.yield();
    }
    job.progress(unique.length, unique.length);
    if (params.check || problems.length > 0) {
      if (kept > 0) await job.undo();
      return importReport(params, rows.length, problems);
    }
    return importReport(params, rows.length, [], { made: unique.length, updated: 0 });
  }

  /** The go-live eve every opening is dated; without a go-live date the sheet is refused whole. */
  private async eve(resource: DocumentResource, caller: Caller): Promise<string> {
    const values = await configValues(this.database.db, caller, [GO_LIVE_KEY]);
    const eve = goLiveEve(values.get(GO_LIVE_KEY));
    if (eve === null)
      throw new AppError(
        RESPONSE_CODES.VALIDATION_FAILED,
        `An ${resource.def.label.toLowerCase()} is dated the day before go-live: set the go-live date in System Configuration first, then import the sheet.`,
      );
    return eve;
  }

  /**
   * A row made and submitted under a savepoint: its document's id, or undefined with its problems added to
   * `problems` and its writes undone (a failure that is ours ends the piece's transaction).
   */
  private async tried(
    tx: Executor,
    resource: DocumentResource,
    caller: Caller,
    row: ReadRow,
    date: string,
    columns: readonly ImportColumn[],
    problems: ImportProblem[],
  ): Promise<number | undefined> {
    let said: ImportProblem[] = [];
    const id = await inSavepoint(tx, () =>
      this.made(tx, resource, caller, row, date).catch((error: unknown) => {
        said = problemsOf(error, row.row, columns);
        throw error;
      }),
    );
    problems.push(...said);
    return id;
  }

  /** A row made as a draft and submitted, as its form's Save and Submit would; answers the document's id. */
  private async made(
    tx: Executor,
    resource: DocumentResource,
    caller: Caller,
    row: ReadRow,
    date: string,
  ): Promise<number> {
    const draft = await this.documents.create(resource, caller, { ...row.record, date }, tx);
    await transitionIn(tx, this.documents, resource, caller, {
      action: 'submit',
      id: Number(draft.id),
      version: Number(draft.version),
      reason: '',
    });
    return Number(draft.id);
  }
}
