import { RESPONSE_CODES, needsReason, type ValidationIssue } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { AppError, ValidationFailure } from '../core/errors.ts';
import { queryRows } from '../db/client.ts';
import { itemsByCode, key } from './opening-stock-lookups.ts';
import type { SheetRow } from './sheet.ts';
import type { Row } from '../stores/types.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { DocumentService } from '../documents/service.ts';
import { workPool } from '../work/pool.ts';
import { COLUMNS, type Column } from './count-workbook.ts';

/* A count sheet printed to Excel, filled in and uploaded back (decision 1010). */

type Line = Record<string, unknown>;
const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());
const nameOf = (value: unknown): string =>
  typeof value === 'object' && value !== null && 'name' in value ? text(value.name) : '';

/** The codes of the items of the lines, by id. */
async function codesOf(service: DocumentService, caller: Caller, lines: readonly Line[]) {
  const ids = [...new Set(lines.map((line) => Number(line.itemId)))];
  const rows = await queryRows<{ id: number; code: string }>(
    service.database.db,
    sql`SELECT id::int AS id, code FROM item WHERE org_id = ${caller.orgId}
          AND id IN (${sql.join(
            [0, ...ids].map((id) => sql`${id}`),
            sql`, `,
          )})`,
  );
  return new Map(rows.map((row) => [row.id, row.code]));
}

/** The sheet as a workbook: one row per line, book quantities to read, counted quantity and reason to fill. */
export async function countWorkbook(service: DocumentService, caller: Caller, sheet: Row): Promise<Buffer> {
  const lines = Array.isArray(sheet.lines) ? (sheet.lines as Line[]) : [];
  const codes = await codesOf(service, caller, lines);
  const rows = lines.map((line, index) => [
    index + 1,
    codes.get(Number(line.itemId)) ?? '',
    nameOf(line.item),
    text(line.lotNumber),
    text(line.rollNumber),
    nameOf(line.rack),
    Number(line.bookQuantity ?? 0),
    line.countedQuantity ?? null,
    text(line.reason),
  ]);
  return workPool.run('countSheet', rows);
}

/** A sheet with bad rows: refused whole, one issue per problem on `rows.<sheet row>.<column>`. */
class CountSheetRefused extends ValidationFailure {
  constructor(issues: readonly ValidationIssue[]) {
    super(issues);
    const rows = new Set(issues.map((issue) => issue.field.split('.')[1])).size;
    this.message = `The counts were not saved: ${rows} ${rows === 1 ? 'row has' : 'rows have'} problems. Correct them and upload the whole sheet again.`;
  }
}

/** Where each column is, by its header; the item code and the counted quantity must be there. */
function columnsOf(header: SheetRow | undefined): Map<Column, number> {
  const found = new Map<Column, number>();
  header?.cells.forEach((cell, index) => {
    const column = COLUMNS.find(([, title]) => key(title) === key(text(cell)));
    if (column) found.set(column[0], index);
  });
  if (!found.has('itemCode') || !found.has('countedQuantity'))
    throw new AppError(
      RESPONSE_CODES.VALIDATION_FAILED,
      'The sheet needs its Item Code and Counted Quantity columns: download the count sheet and fill that in.',
    );
  return found;
}

/** The lots of the caller's stock of these items (item id, lot, roll), to know a found lot from a typo. */
async function knownLots(service: DocumentService, caller: Caller, itemIds: readonly number[]) {
  const rows = await queryRows<{ itemId: number; lot: string; roll: string }>(
    service.database.db,
    sql`SELECT m.item_id::int AS "itemId", i.lot_number AS lot, i.roll_number AS roll
        FROM stock_identity i JOIN stock_material m ON m.org_id = i.org_id AND m.id = i.material_id
        WHERE i.org_id = ${caller.orgId} AND m.item_id IN (${sql.join(
          [0, ...itemIds].map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Set(rows.map((row) => `${row.itemId}|${key(row.lot)}|${key(row.roll)}`));
}

/**
 * Saves the counts of an uploaded sheet on the draft: a row naming its line counts that line; a row
 * without one counts stock found of a lot the organisation knows. Unknown items, lines and lots, counts
 * that are not a number of 0 or more and differences without a reason are refused row by row, and then
 * nothing is saved.
 */
export async function uploadCounts(
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  id: number,
  rows: readonly SheetRow[],
): Promise<Row> {
  const sheet = await service.get(resource, caller, id);
  const lines = Array.isArray(sheet.lines) ? (sheet.lines as Line[]) : [];
  const [header, ...body] = rows;
  const at = columnsOf(header);
  const cell = (row: SheetRow, column: Column) => text(row.cells[at.get(column) ?? -1]);
  const filled = body.filter((row) => row.cells.some((value) => text(value) !== ''));
  const items = await itemsByCode(
    service.database.db,
    caller,
    filled.map((row) => cell(row, 'itemCode')),
  );
  const lots = await knownLots(
    service,
    caller,
    [...items.values()].map((item) => item.id),
  );
  const issues: ValidationIssue[] = [];
  const refuse = (row: SheetRow, column: Column, message: string) =>
    issues.push({ field: `rows.${row.row}.${column}`, code: RESPONSE_CODES.VALIDATION_FAILED, message });
  const counts = new Map<number, Line>();
  const found: Line[] = [];
  for (const row of filled) {
    const code = cell(row, 'itemCode');
    const item = items.get(key(code));
    if (!item) {
      refuse(row, 'itemCode', `No item has the code ${code || '(none)'}`);
      continue;
    }
    const countedText = cell(row, 'countedQuantity');
    const counted = countedText === '' ? null : Number(countedText);
    if (counted !== null && (!Number.isFinite(counted) || counted < 0))
      refuse(row, 'countedQuantity', 'The counted quantity must be a number, 0 or more.');
    const [lot, roll, reason] = [cell(row, 'lotNumber'), cell(row, 'rollNumber'), cell(row, 'reason')];
    const lineNo = Number(cell(row, 'line'));
    const line = cell(row, 'line') === '' ? undefined : lines[lineNo - 1];
    const same = line && Number(line.itemId) === item.id && key(text(line.lotNumber)) === key(lot);
    if (cell(row, 'line') !== '' && !same)
      refuse(
        row,
        'lotNumber',
        `Line ${cell(row, 'line')} of the sheet is not lot ${lot || '(none)'} of ${item.code}.`,
      );
    else if (!line && !lots.has(`${item.id}|${key(lot)}|${key(roll)}`))
      refuse(
        row,
        'lotNumber',
        `Lot ${lot || '(none)'} of ${item.code} is not known: type stock of a new lot on screen.`,
      );
    const count = { countedQuantity: counted, reason: reason === '' ? null : reason };
    if (needsReason({ bookQuantity: Number(line?.bookQuantity ?? 0), ...count }))
      refuse(row, 'reason', 'Say why the count differs: the adjustment is posted with its reason.');
    if (line) counts.set(lineNo - 1, count);
    else found.push({ itemId: item.id, lotNumber: lot, rollNumber: roll, ...count });
  }
  if (issues.length > 0) throw new CountSheetRefused(issues);
  const kept = lines.map((line, index) => ({
    id: line.id,
    itemId: line.itemId,
    lotNumber: line.lotNumber,
    rollNumber: line.rollNumber,
    rackId: line.rackId,
    packingTypeId: line.packingTypeId,
    held: line.held,
    uomId: line.uomId,
    countedQuantity: line.countedQuantity,
    reason: line.reason,
    ...counts.get(index),
  }));
  return service.update(resource, caller, { id, version: sheet.version, lines: [...kept, ...found] });
}
