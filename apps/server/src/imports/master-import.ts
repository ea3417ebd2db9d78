// Decision 2100: a master's sheet checked, then imported whole or not at all, off the request path (a job).
import {
  MAX_IMPORT_PROBLEMS,
  MAX_IMPORT_ROWS,
  RESPONSE_CODES,
  formatCount,
  importChildColumns,
  importChildRows,
  importColumns,
  importHeader,
  importKeyProblems,
  importRow,
  isBlankRow,
  moduleByKey,
  referenceProblem,
  type ImportColumn,
  type ImportProblem,
  type ImportReport,
  type ImportedRow,
  type ModuleDef,
  type TallyChildRows,
} from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import type { Database } from '../db/client.ts';
import type { JobContext } from '../jobs/job.ts';
import { Pieces, inTurns } from '../jobs/pieces.ts';
import type { SavePlan } from '../resources/bulk-save.ts';
import type { Resource } from '../resources/resource.ts';
import type { ResourceService } from '../resources/service.ts';
import type { SheetRow } from '../stock/sheet.ts';
import { savedRowProblems, writeInPieces } from './piece-writes.ts';
import { problemsOf } from './problems.ts';

/** What an import job's row keeps: the master, the sheet's name, and whether to check only or update by key. */
export interface ImportAsked {
  module: string;
  name: string;
  check: boolean;
  update: boolean;
}

/** The sheet as read, which waits in the job's input file (decision 2261). */
export interface ImportInput {
  rows: SheetRow[];
  /** Row number → the Tally master a row was made from, as its problems name it (decision 2125). */
  sources?: Record<number, string>;
  /** Row number → its child tables' rows (a Tally ledger's address, decision 2150). */
  children?: Record<number, TallyChildRows>;
  /** What the file held that was left out, in words, for the report. */
  notes?: string[];
}

/** What an import job is given. */
export type ImportParams = ImportAsked & ImportInput;

/**
 * How far the work is, when to stop (the job's), where its pieces note what they write and how that is
 * undone (decision 2261).
 */
export type ImportProgress = Pick<JobContext, 'progress' | 'signal' | 'journal' | 'undo'>;

/** A sheet row read, with its number in the sheet. */
export type ReadRow = ImportedRow & { row: number };

/** A stored record a row's key names. */
interface Stored {
  id: number;
  version: number;
}

/** The catalogue entry of a master the generic calls serve. */
export function masterOf(resource: Pick<Resource, 'key'>): ModuleDef | undefined {
  const module = moduleByKey(resource.key);
  return module?.kind === 'master' ? module : undefined;
}

/** A master's sheet columns (its form's fields a sheet gives); `filled`: the fields the import gives itself. */
export function columnsOf(module: ModuleDef, filled: readonly string[] = []): ImportColumn[] {
  return importColumns(module, moduleByKey, filled);
}

/** The columns of a master's child tables, as their rows' problems name them (decision 2150). */
const childColumnsOf = (module: ModuleDef): ImportColumn[] =>
  (module.children ?? []).flatMap((child) => importChildColumns(module, child));

const keyText = (value: unknown): string =>
  String(value ?? '')
    .trim()
    .toLowerCase();

/** A row's key: its key fields' values, any case. */
const keyOf = (row: ReadRow, keys: readonly string[]): string =>
  keys.map((field) => keyText(row.record[field])).join('\u0000');

/** What a sheet's rows came to: the rows read, and every problem found. */
export interface SheetRead {
  rows: ReadRow[];
  problems: ImportProblem[];
}

/**
 * Reads a sheet as a master's or document's records (decision 2100): its header and rows, its rows' child
 * tables where the file gave them (decision 2150), and its references as the ids of what they name.
 */
export class SheetRows {
  constructor(
    private readonly database: Database,
    private readonly service: ResourceService,
  ) {}

  async read(
    resource: Resource,
    module: ModuleDef,
    caller: Caller,
    columns: readonly ImportColumn[],
    params: ImportParams,
  ): Promise<SheetRead> {
    const rows = await readRows(module, columns, params);
    const problems = rows.flatMap((row) => row.problems.map((problem) => ({ row: row.row, ...problem })));
    problems.push(...(await this.resolve(resource, caller, columns, rows)));
    return { rows, problems };
  }

  /**
   * Each reference (a unit by its code or name) as the id of the one record it names, with one query per
   * column; a reference naming none, or several by their name, is the row's problem.
   */
  private async resolve(
    resource: Resource,
    caller: Caller,
    columns: readonly ImportColumn[],
    rows: readonly ReadRow[],
  ): Promise<ImportProblem[]> {
    const problems: ImportProblem[] = [];
    for (const column of columns) {
      const reference = column.reference;
      if (!reference) continue;
      const texts = [...new Set(rows.flatMap((row) => row.references[column.key] ?? []))];
      if (texts.length === 0) continue;
      const target = this.service.resource(reference.module);
      const filter = resource.lookups.find((lookup) => lookup.field === column.key && !lookup.child)?.filter;
      const found = await target.store.named(this.database.db, caller, reference.by, texts, filter);
      await inTurns(rows, (row) => {
        const text = row.references[column.key];
        if (text === undefined) return;
        const ids = idsNamed(found, reference.by, text.toLowerCase());
        const [id] = ids;
        if (ids.length === 1 && id !== undefined) row.record[column.key] = id;
        else {
          const problem = { column: column.label, message: referenceProblem(reference, text, ids.length) };
          row.problems.push(problem);
          problems.push({ row: row.row, ...problem });
        }
      });
    }
    return problems;
  }
}

/** The sheet's header found and its rows read; a sheet that cannot be read as the template is refused whole. */
async function readRows(
  module: ModuleDef,
  columns: readonly ImportColumn[],
  params: ImportParams,
): Promise<ReadRow[]> {
  const [header, ...body] = params.rows;
  if (!header) throw refusal(`${params.name} is empty: download the template and fill in its rows.`);
  const found = importHeader(columns, header.cells, !params.update);
  if (!found.ok) throw refusal(found.message);
  const rows = body.filter((row) => !isBlankRow(row.cells));
  if (rows.length === 0) throw refusal(`${params.name} has no rows below its first row.`);
  if (rows.length > MAX_IMPORT_ROWS)
    throw new AppError(
      RESPONSE_CODES.TOO_LARGE,
      `${params.name} has ${formatCount(rows.length)} rows; at most ${formatCount(MAX_IMPORT_ROWS)} can be imported at once. Split it into smaller sheets.`,
    );
  return inTurns(rows, (row) => {
    const read: ReadRow = { row: row.row, ...importRow(columns, found.indexes, row.cells) };
    // A child table's rows the file gave beside the row (a Tally ledger's address), read by their columns.
    for (const [key, given] of Object.entries(params.children?.[row.row] ?? {})) {
      const child = module.children?.find((candidate) => candidate.key === key);
      if (!child) continue;
      const { records, problems } = importChildRows(importChildColumns(module, child), given);
      read.record[key] = records;
      read.problems.push(...problems);
    }
    return read;
  });
}

/**
 * The rows whose key no earlier row gave (a key twice in a sheet is the later row's problem); rows with a
 * problem already are left out.
 */
export async function uniqueRows(
  rows: readonly ReadRow[],
  keys: readonly string[],
  labels: string,
  problems: ImportProblem[],
): Promise<ReadRow[]> {
  const seen = new Map<string, number>();
  const kept = await inTurns(rows, (row) => {
    if (row.problems.length > 0) return false;
    const key = keys.length > 0 ? keyOf(row, keys) : '';
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      problems.push({ row: row.row, column: '', message: importKeyProblems.repeated(labels, earlier) });
      return false;
    }
    if (key !== '') seen.set(key, row.row);
    return true;
  });
  return rows.filter((_row, k) => kept[k]);
}

/** The labels of a record's key fields, as a problem names them ('Item Code'; 'Customer and Invoice Number'). */
export const keyLabels = (columns: readonly ImportColumn[], keys: readonly string[]): string =>
  keys.map((key) => columns.find((column) => column.key === key)?.label ?? key).join(' and ');

/** What a check or an import came to, its problems in row order, at most MAX_IMPORT_PROBLEMS listed. */
export function importReport(
  params: ImportParams,
  rows: number,
  problems: readonly ImportProblem[],
  written?: { made: number; updated: number },
): ImportReport {
  return {
    check: params.check,
    imported: written !== undefined,
    rows,
    made: written?.made ?? 0,
    updated: written?.updated ?? 0,
    problemCount: problems.length,
    problems: [...problems]
      .sort((a, b) => a.row - b.row)
      .slice(0, MAX_IMPORT_PROBLEMS)
      .map((problem) => named(problem, params.sources)),
    ...(params.notes ? { notes: params.notes } : {}),
  };
}

/**
 * Checks a master's sheet as a create or update checks each record, and unless only checking writes every
 * record or none (decision 2100).
 */
export class MasterImports {
  private readonly sheets: SheetRows;

  constructor(
    private readonly database: Database,
    private readonly service: ResourceService,
  ) {
    this.sheets = new SheetRows(database, service);
  }

  async run(
    resource: Resource,
    module: ModuleDef,
    caller: Caller,
    params: ImportParams,
    job: ImportProgress,
  ): Promise<ImportReport> {
    const { signal } = job;
    // An import's bar is its check's rows and then its write's, half each; a check's is its check's.
    const progress = (checked: number, written: number, total: number) =>
      job.progress(params.check ? checked : Math.floor((checked + written) / 2), total);
    const columns = columnsOf(module);
    const { rows, problems } = await this.sheets.read(resource, module, caller, columns, params);
    const keys = module.uniqueKeys ?? [];
    const stored = await this.stored(resource, caller, keys);
    const checked: { row: ReadRow; existing: Stored | undefined }[] = [];
    for (const row of await uniqueRows(rows, keys, keyLabels(columns, keys), problems)) {
      const existing = keys.length > 0 ? stored.get(keyOf(row, keys)) : undefined;
      if (existing && !params.update)
        problems.push({
          row: row.row,
          column: '',
          message: importKeyProblems.exists(module.label, keyLabels(columns, keys)),
        });
      else checked.push({ row, existing });
    }
    const named = [...columns, ...childColumnsOf(module)];
    const plans: SavePlan[] = [];
    // A piece of rows is checked at once (their reads wait on the database together), sized by time as a
    // write's pieces are, and what waited runs between pieces (decision 2265).
    const pieces = new Pieces();
    for (let start = 0; start < checked.length;) {
      signal.throwIfAborted();
      progress(start, 0, checked.length);
      const batch = checked.slice(start, start + pieces.size);
      const results = await pieces.timed(() =>
        Promise.allSettled(batch.map(({ row, existing }) => this.plan(resource, caller, row, existing))),
      );
      results.forEach((result, k) => {
        if (result.status === 'fulfilled') plans.push(result.value);
        else problems.push(...problemsOf(result.reason, batch[k]?.row.row ?? 0, named));
      });
      start += batch.length;
      await pieces.yield();
    }
    progress(checked.length, 0, checked.length);
    if (params.check || problems.length > 0) return importReport(params, rows.length, problems);
    // Every row checked: written in short pieces, a piece refused undoing those before (decision 2261).
    const refused = await writeInPieces(
      plans,
      (piece) => this.service.writeValidated(resource, caller, [...piece], job.journal),
      (error) => savedRowProblems(error, named),
      job,
      (written) => progress(plans.length, written, plans.length),
    );
    if (refused.length > 0) return importReport(params, rows.length, refused);
    const updated = plans.filter((plan) => plan.update).length;
    return importReport(params, rows.length, problems, { made: plans.length - updated, updated });
  }

  /** The caller's organisation's records by their key (the master's unique fields), with their versions. */
  private async stored(
    resource: Resource,
    caller: Caller,
    keys: readonly string[],
  ): Promise<Map<string, Stored>> {
    if (keys.length === 0) return new Map();
    const rows = await resource.store.keyed(this.database.db, caller, keys);
    return new Map(
      rows.map((row) => [
        keys.map((_key, k) => keyText(row[`f${k}`])).join('\u0000'),
        { id: Number(row.id), version: Number(row.version) },
      ]),
    );
  }

  /**
   * One row checked as a create, or as an update of the stored record its key names. A child table the row
   * gives (a Tally ledger's address) is taken on an update only where the record has none of its rows: what
   * the factory entered since is not replaced (decision 2150).
   */
  private async plan(
    resource: Resource,
    caller: Caller,
    row: ReadRow,
    existing: Stored | undefined,
  ): Promise<SavePlan> {
    const db = this.database.db;
    const index = row.row - 1;
    if (!existing) return { index, record: await resource.validate(row.record, db, caller, undefined) };
    const current = await resource.store.get(db, caller, existing.id);
    if (!current) throw new AppError(resource.notFoundCode);
    const given = Object.fromEntries(
      Object.entries(row.record).filter(
        ([key]) => !(Array.isArray(current[key]) && (current[key] as unknown[]).length > 0),
      ),
    );
    const record = await resource.validate({ ...current, ...given }, db, caller, current);
    return { index, record, update: { id: existing.id, version: current.version, current } };
  }
}

/** A problem with the name of the master its row was made from, where it was made from another program's. */
const named = (problem: ImportProblem, sources: ImportParams['sources']): ImportProblem => {
  const record = sources?.[problem.row];
  return record ? { ...problem, record } : problem;
};

const refusal = (message: string): AppError => new AppError(RESPONSE_CODES.VALIDATION_FAILED, message);

/** The ids of the records whose fields (`f0`, `f1`… as `by` orders them) equal `text`: by code first. */
function idsNamed(found: readonly Record<string, unknown>[], by: readonly string[], text: string): number[] {
  for (const [k] of by.entries()) {
    const ids = found.filter((row) => row[`f${k}`] === text).map((row) => Number(row.id));
    if (ids.length > 0) return ids;
  }
  return [];
}
