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
import type { Database, Executor } from '../db/client.ts';
import { GO_LIVE_KEY } from '../documents/book-dates.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { DocumentService } from '../documents/service.ts';
import { transitionIn } from '../documents/transitions.ts';
import type { ResourceService } from '../resources/service.ts';
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
import { writeInPieces } from './piece-writes.ts';
import { problemsOf } from './problems.ts';

/** An opening's sheet: its form's fields but its date, which is the go-live eve of every one (decision 2121). */
export const documentColumns = (resource: DocumentResource): ImportColumn[] =>
  columnsOf(resource.module, ['date']);

/** A check's transaction is rolled back by this once its row was made and submitted. */
class Checked extends Error {}

/** A row's making refused in a piece of the import: the piece's transaction is rolled back by it. */
class RowRefused extends Error {
  constructor(
    readonly row: number,
    readonly error: unknown,
  ) {
    super(`Row ${row} was refused`);
  }
}

/**
 * Checks each row of an opening's sheet by making and submitting it in a transaction of its own that is
 * then rolled back, so that every refusal the documents' engine has is the row's problem, and other
 * requests run between rows; then, unless only checking, makes and submits every row, in short pieces
 * undone whole unless every piece is made (decision 2261).
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
    // An import's bar is its check's rows and then its write's, half each; a check's is its check's.
    const progress = (checked: number, written: number, total: number) =>
      job.progress(params.check ? checked : Math.floor((checked + written) / 2), total);
    const columns = documentColumns(resource);
    const { rows, problems } = await this.sheets.read(resource, resource.module, caller, columns, params);
    const date = await this.eve(resource, caller);
    // One open invoice of a party per row: the party and the original's number are its key.
    const keys = ['partyId', ...(resource.def.uniquePerParty ? [resource.def.uniquePerParty] : [])];
    const unique = uniqueRows(rows, keys, keyLabels(columns, keys), problems);
    for (const [k, row] of unique.entries()) {
      signal.throwIfAborted();
      progress(k, 0, unique.length);
      problems.push(...(await this.checked(resource, caller, row, date, columns)));
    }
    progress(unique.length, 0, unique.length);
    if (params.check || problems.length > 0) return importReport(params, rows.length, problems);
    // Made and submitted in short pieces, each noting what it made (decision 2261); a row refused now that
    // was not at its check (a party changed meanwhile) undoes the pieces before it: nothing stays made.
    const table = resource.store.def.table;
    const refused = await writeInPieces(
      unique,
      (piece) =>
        this.database.transaction(async (tx) => {
          const made: number[] = [];
          for (const row of piece)
            made.push(
              await this.made(tx, resource, caller, row, date).catch((error: unknown) => {
                throw new RowRefused(row.row, error);
              }),
            );
          await job.journal.made(tx, table, made);
        }),
      (error) => (error instanceof RowRefused ? problemsOf(error.error, error.row, columns) : undefined),
      job,
      (written) => progress(unique.length, written, unique.length),
    );
    if (refused.length > 0) return importReport(params, rows.length, refused);
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

  /** The row's problems as its making and submitting would refuse it; nothing is kept. */
  private async checked(
    resource: DocumentResource,
    caller: Caller,
    row: ReadRow,
    date: string,
    columns: readonly ImportColumn[],
  ): Promise<ImportProblem[]> {
    return this.database
      .transaction(async (tx) => {
        await this.made(tx, resource, caller, row, date);
        throw new Checked();
      })
      .catch((error: unknown) => (error instanceof Checked ? [] : problemsOf(error, row.row, columns)));
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
