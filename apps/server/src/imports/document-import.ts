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
  problemsOf,
  uniqueRows,
  type ImportParams,
  type ImportProgress,
  type ReadRow,
} from './master-import.ts';

/** An opening's sheet: its form's fields but its date, which is the go-live eve of every one (decision 2121). */
export const documentColumns = (resource: DocumentResource): ImportColumn[] =>
  columnsOf(resource.module, ['date']);

/** A check's transaction is rolled back by this once its row was made and submitted. */
class Checked extends Error {}

/**
 * Checks each row of an opening's sheet by making and submitting it in a transaction of its own that is
 * then rolled back, so that every refusal the documents' engine has is the row's problem, and other
 * requests run between rows; then, unless only checking, makes and submits every row in one transaction.
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
    { progress, signal }: ImportProgress,
  ): Promise<ImportReport> {
    const columns = documentColumns(resource);
    const { rows, problems } = await this.sheets.read(resource, resource.module, caller, columns, params);
    const date = await this.eve(resource, caller);
    // One open invoice of a party per row: the party and the original's number are its key.
    const keys = ['partyId', ...(resource.def.uniquePerParty ? [resource.def.uniquePerParty] : [])];
    const unique = uniqueRows(rows, keys, keyLabels(columns, keys), problems);
    for (const [k, row] of unique.entries()) {
      signal.throwIfAborted();
      progress(k, unique.length);
      problems.push(...(await this.checked(resource, caller, row, date, columns)));
    }
    progress(unique.length, unique.length);
    if (params.check || problems.length > 0) return importReport(params, rows.length, problems);
    const refused: ImportProblem[] = [];
    try {
      await this.database.transaction(async (tx) => {
        for (const row of unique)
          await this.made(tx, resource, caller, row, date).catch((error: unknown) => {
            refused.push(...problemsOf(error, row.row, columns));
            throw error;
          });
      });
    } catch (error) {
      // A row refused now that was not at its check (a party changed meanwhile): nothing was made.
      if (refused.length === 0) throw error;
      return importReport(params, rows.length, refused);
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

  /** A row made as a draft and submitted, as its form's Save and Submit would. */
  private async made(
    tx: Executor,
    resource: DocumentResource,
    caller: Caller,
    row: ReadRow,
    date: string,
  ): Promise<void> {
    const draft = await this.documents.create(resource, caller, { ...row.record, date }, tx);
    await transitionIn(tx, this.documents, resource, caller, {
      action: 'submit',
      id: Number(draft.id),
      version: Number(draft.version),
      reason: '',
    });
  }
}
