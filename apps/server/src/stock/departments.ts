import { formatUnitQuantity, RESPONSE_CODES, type DocumentPosting, type StockPosting } from '@erp/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import type { Executor } from '../db/client.ts';
import { department, item, stockArea, uom } from '../db/schema.ts';
import { figuresOf } from '../reconcile/figures.ts';
import { checkReconciledOnce } from '../reconcile/overlap.ts';
import type { Row } from '../stores/types.ts';
import type { LineRow } from '../documents/lines.ts';

const refusal = (field: string, message: string) => ({
  field,
  code: RESPONSE_CODES.VALIDATION_FAILED,
  message,
});

/** The department's name (the caller's organisation's), for the refusals. */
async function nameOf(tx: Executor, caller: Caller, departmentId: number): Promise<string> {
  const [row] = await tx
    .select({ name: department.name })
    .from(department)
    .where(and(eq(department.orgId, caller.orgId), eq(department.id, departmentId)));
  return row?.name ?? 'the department';
}

/** Each posting leaves a stock area of the department, else it is refused on the line's area in words. */
async function checkAreas(
  tx: Executor,
  caller: Caller,
  postings: readonly StockPosting[],
  departmentId: number,
  field: string,
): Promise<void> {
  const ids = [...new Set(postings.map((posting) => posting.stockAreaId))];
  const areas = await tx
    .select({ id: stockArea.id, name: stockArea.name, departmentId: stockArea.departmentId })
    .from(stockArea)
    .where(and(eq(stockArea.orgId, caller.orgId), inArray(stockArea.id, ids.length > 0 ? ids : [0])));
  const byId = new Map(areas.map((area) => [area.id, area]));
  const name = await nameOf(tx, caller, departmentId);
  const issues = postings.flatMap((posting) => {
    const area = byId.get(posting.stockAreaId);
    if (!area || area.departmentId === departmentId) return [];
    return [
      refusal(
        `lines.${posting.lineIndex}.${field}`,
        `${area.name ?? 'That stock area'} is not a stock area of ${name}: choose one of its own.`,
      ),
    ];
  });
  if (issues.length > 0) throw new ValidationFailure(issues);
}

/**
 * A line's quantity (its book quantity) is the department's book of its item at the end of the header's period, read
 * again as the document posts: a sheet filled before later movements is refused on the line, not posted.
 */
async function checkBooks(
  tx: Executor,
  caller: Caller,
  period: { departmentId: number; from: string; to: string },
  lines: readonly LineRow[],
): Promise<void> {
  const itemIds = [...new Set(lines.map((line) => Number(line.itemId)))];
  const figures = await figuresOf(tx, caller, period, itemIds);
  const names = await tx
    .select({ id: item.id, name: item.name, uomName: uom.name, decimals: uom.decimals })
    .from(item)
    .leftJoin(uom, and(eq(uom.orgId, item.orgId), eq(uom.id, item.uomId)))
    .where(and(eq(item.orgId, caller.orgId), inArray(item.id, itemIds.length > 0 ? itemIds : [0])));
  const byItem = new Map(names.map((row) => [row.id, row]));
  const issues = lines.flatMap((line, index) => {
    const book = figures.get(Number(line.itemId))?.book ?? 0;
    const given = Number(line.quantity ?? 0);
    if (Number(given.toFixed(3)) === book) return [];
    const named = byItem.get(Number(line.itemId));
    const shown = (value: number) =>
      formatUnitQuantity(value, named && { name: named.uomName, decimals: named.decimals });
    return [
      refusal(
        `lines.${index}.quantity`,
        `The books of ${named?.name ?? 'this item'} for the period show ${shown(book)}, not ` +
          `${shown(given)}: read the department's figures again.`,
      ),
    ];
  });
  if (issues.length > 0) throw new ValidationFailure(issues);
}

/**
 * What a posting of a department's stock checks (decision 1020): its lines leave the department's own
 * stock areas (`ofDepartment`), and (`reconciles`) no other completed sheet reconciled their items over
 * the period and their book quantities are still the ledger's.
 */
export async function checkDepartmentPosting(
  tx: Executor,
  caller: Caller,
  posting: DocumentPosting,
  document: { row: Row; lines: readonly LineRow[]; postings: readonly StockPosting[] },
): Promise<void> {
  const { ofDepartment, reconciles } = posting;
  if (ofDepartment === undefined) return;
  const { row, lines, postings } = document;
  const departmentId = Number(row[ofDepartment]);
  await checkAreas(tx, caller, postings, departmentId, posting.areaField ?? 'stockAreaId');
  if (!reconciles) return;
  const period = {
    departmentId,
    from: String(row[reconciles.fromField]),
    to: String(row[reconciles.toField]),
  };
  const itemIds = lines.map((line) => Number(line.itemId));
  await checkReconciledOnce(tx, caller, { ...period, id: Number(row.id), itemIds });
  await checkBooks(tx, caller, period, lines);
}
