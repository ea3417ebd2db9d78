// Decision 2100: a master's sheet checked, then imported whole or not at all, off the request path (a job).
import {
  MAX_IMPORT_PROBLEMS,
  MAX_IMPORT_ROWS,
  RESPONSE_CODES,
  formatCount,
  importColumns,
  importHeader,
  importHeading,
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
} from '@erp/domain';
import ExcelJS from 'exceljs';
import type { Caller } from '../core/caller.ts';
import { AppError, ValidationFailure } from '../core/errors.ts';
import type { Database } from '../db/client.ts';
import type { SavePlan } from '../resources/bulk-save.ts';
import type { Resource } from '../resources/resource.ts';
import type { ResourceService } from '../resources/service.ts';
import type { SheetRow } from '../stock/sheet.ts';

/** What an import job is given: the master, the sheet as read, and whether to check only or update by key. */
export interface ImportParams {
  module: string;
  name: string;
  rows: SheetRow[];
  check: boolean;
  update: boolean;
  /** Row number → the Tally master a row was made from, as its problems name it (decision 2125). */
  sources?: Record<number, string>;
  /** What the file held that was left out, in words, for the report. */
  notes?: string[];
}

/** How far the work is, and when to stop (the job's). */
export interface ImportProgress {
  progress(done: number, total: number): void;
  signal: AbortSignal;
}

/** A sheet row read, with its number in the sheet. */
type ReadRow = ImportedRow & { row: number };

/** A stored record a row's key names. */
interface Stored {
  id: number;
  version: number;
}

/** How many rows are checked at once. */
const CHECKED_AT_ONCE = 50;

/** The catalogue entry of a master the generic calls serve. */
export function masterOf(resource: Pick<Resource, 'key'>): ModuleDef | undefined {
  const module = moduleByKey(resource.key);
  return module?.kind === 'master' ? module : undefined;
}

/** A master's sheet columns (its form's fields a sheet gives). */
export function columnsOf(module: ModuleDef): ImportColumn[] {
  return importColumns(module, moduleByKey);
}

/** A worksheet's name: at most 31 characters, none of those Excel refuses. */
const sheetName = (label: string): string => label.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);

/**
 * A master's template: its columns as the first row (required ones marked *), and a second sheet saying
 * what each column takes (its choices, the master a reference names), with an example.
 */
export async function importTemplate(module: ModuleDef): Promise<Buffer> {
  const columns = columnsOf(module);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName(module.label));
  sheet.addRow(columns.map(importHeading)).font = { bold: true };
  columns.forEach((column, k) => {
    sheet.getColumn(k + 1).width = Math.max(12, importHeading(column).length + 4);
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const help = book.addWorksheet('Columns');
  help.addRow(['Column', 'Required', 'What to write', 'Example']).font = { bold: true };
  for (const column of columns)
    help.addRow([column.label, column.required ? 'Yes' : 'No', column.hint, column.example]);
  help.columns.forEach((cells, k) => {
    cells.width = [30, 10, 80, 20][k] ?? 20;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

const keyText = (value: unknown): string =>
  String(value ?? '')
    .trim()
    .toLowerCase();

/**
 * Checks a master's sheet as a create or update checks each record, and unless only checking writes every
 * record or none (decision 2100).
 */
export class MasterImports {
  constructor(
    private readonly database: Database,
    private readonly service: ResourceService,
  ) {}

  async run(
    resource: Resource,
    module: ModuleDef,
    caller: Caller,
    params: ImportParams,
    { progress, signal }: ImportProgress,
  ): Promise<ImportReport> {
    const columns = columnsOf(module);
    const read = this.read(columns, params);
    const problems: ImportProblem[] = read.flatMap((row) =>
      row.problems.map((problem) => ({ row: row.row, ...problem })),
    );
    problems.push(...(await this.resolve(resource, caller, columns, read)));
    const keys = module.uniqueKeys ?? [];
    const stored = await this.stored(resource, caller, keys);
    const labels = keys
      .map((key) => columns.find((column) => column.key === key)?.label ?? key)
      .join(' and ');
    const seen = new Map<string, number>();
    const checked: { row: ReadRow; existing: Stored | undefined }[] = [];
    for (const row of read) {
      if (row.problems.length > 0) continue;
      const key = keys.length > 0 ? keys.map((field) => keyText(row.record[field])).join('\u0000') : '';
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        problems.push({ row: row.row, column: '', message: importKeyProblems.repeated(labels, earlier) });
        continue;
      }
      if (key !== '') seen.set(key, row.row);
      const existing = stored.get(key);
      if (existing && !params.update)
        problems.push({ row: row.row, column: '', message: importKeyProblems.exists(module.label, labels) });
      else checked.push({ row, existing });
    }
    const plans: SavePlan[] = [];
    // A batch of rows is checked at once: their reads wait on the database together, not one after another.
    for (let start = 0; start < checked.length; start += CHECKED_AT_ONCE) {
      signal.throwIfAborted();
      progress(start, checked.length);
      const batch = checked.slice(start, start + CHECKED_AT_ONCE);
      const results = await Promise.allSettled(
        batch.map(({ row, existing }) => this.plan(resource, caller, row, existing)),
      );
      results.forEach((result, k) => {
        if (result.status === 'fulfilled') plans.push(result.value);
        else problems.push(...problemsOf(result.reason, batch[k]?.row.row ?? 0, columns));
      });
    }
    progress(checked.length, checked.length);
    const report = (imported: boolean, made = 0, updated = 0): ImportReport => ({
      check: params.check,
      imported,
      rows: read.length,
      made,
      updated,
      problemCount: problems.length,
      problems: problems
        .sort((a, b) => a.row - b.row)
        .slice(0, MAX_IMPORT_PROBLEMS)
        .map((problem) => named(problem, params.sources)),
      ...(params.notes ? { notes: params.notes } : {}),
    });
    if (params.check || problems.length > 0) return report(false);
    await this.service.writeValidated(resource, caller, plans);
    const updated = plans.filter((plan) => plan.update).length;
    return report(true, plans.length - updated, updated);
  }

  /** The sheet's header found and its rows read; a sheet that cannot be read as the template is refused whole. */
  private read(columns: readonly ImportColumn[], params: ImportParams): ReadRow[] {
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
    return rows.map((row) => ({ row: row.row, ...importRow(columns, found.indexes, row.cells) }));
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
      for (const row of rows) {
        const text = row.references[column.key];
        if (text === undefined) continue;
        const ids = idsNamed(found, reference.by, text.toLowerCase());
        const [id] = ids;
        if (ids.length === 1 && id !== undefined) row.record[column.key] = id;
        else {
          const problem = { column: column.label, message: referenceProblem(reference, text, ids.length) };
          row.problems.push(problem);
          problems.push({ row: row.row, ...problem });
        }
      }
    }
    return problems;
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

  /** One row checked as a create, or as an update of the stored record its key names. */
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
    const record = await resource.validate({ ...current, ...row.record }, db, caller, current);
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

/** A refused row's problems, each under its column's label. */
function problemsOf(error: unknown, row: number, columns: readonly ImportColumn[]): ImportProblem[] {
  if (error instanceof ValidationFailure)
    return error.issues.map((issue) => ({
      row,
      column: columns.find((column) => column.key === issue.field)?.label ?? '',
      message: issue.message,
    }));
  if (error instanceof AppError) return [{ row, column: '', message: error.message }];
  throw error;
}
