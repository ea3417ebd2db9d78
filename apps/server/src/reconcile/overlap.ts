import { DOCUMENT_STATUS, RESPONSE_CODES } from '@erp/domain';
import { and, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import type { Executor } from '../db/client.ts';
import { item, materialReconciliation as sheet, materialReconciliationLines as line } from '../db/schema.ts';
import { lockMaterials } from '../stock/ledger-materials.ts';
import type { DepartmentPeriod } from './figures.ts';

/**
 * A department's item is reconciled once for a period (decision 1020), on one line of the sheet: its loss posted by one sheet
 * stays outside the books of a period that ended before it was posted, so a second completed sheet over
 * an overlapping period would post it again. The items' stock rows are locked first, so two sheets
 * completing at once take turns and the second finds the first.
 */
export async function checkReconciledOnce(
  tx: Executor,
  caller: Caller,
  subject: DepartmentPeriod & { id: number; itemIds: readonly number[] },
): Promise<void> {
  const itemIds = [...new Set(subject.itemIds)];
  await lockMaterials(
    tx,
    caller,
    itemIds.map((itemId) => ({ itemId })),
  );
  const found = await tx
    .selectDistinct({ index: line.itemId, name: item.name, number: sheet.number })
    .from(sheet)
    .innerJoin(line, and(eq(line.orgId, sheet.orgId), eq(line.materialReconciliationId, sheet.id)))
    .innerJoin(item, and(eq(item.orgId, line.orgId), eq(item.id, line.itemId)))
    .where(
      and(
        eq(sheet.orgId, caller.orgId),
        ne(sheet.id, subject.id),
        eq(sheet.departmentId, subject.departmentId),
        eq(sheet.status, DOCUMENT_STATUS.COMPLETED),
        lte(sheet.fromDate, subject.to),
        gte(sheet.toDate, subject.from),
        inArray(line.itemId, itemIds.length > 0 ? itemIds : [0]),
      ),
    );
  const done = new Map(found.map((row) => [Number(row.index), row]));
  const refusal = (index: number, message: string) => ({
    field: `lines.${index}.itemId`,
    code: RESPONSE_CODES.VALIDATION_FAILED,
    message,
  });
  const issues = subject.itemIds.flatMap((itemId, index) => {
    const earlier = done.get(itemId);
    // The item's book is the department's whole: two lines of it would count its loss twice.
    const first = subject.itemIds.indexOf(itemId);
    if (first < index)
      return [refusal(index, `Line ${first + 1} reconciles this item already: one line per item.`)];
    if (!earlier) return [];
    return [
      refusal(
        index,
        `${earlier.name} is reconciled for this period already, by ${earlier.number ?? 'another sheet'}: cancel that one first.`,
      ),
    ];
  });
  if (issues.length > 0) throw new ValidationFailure(issues);
}
