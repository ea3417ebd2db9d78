import { formatDate, scaleBom, type BomLine } from '@erp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { bom, item } from '../db/schema.ts';
import { invalid } from '../documents/refusals.ts';
import { availableByItem } from '../stock/reads/available.ts';

/** A line of a batch from its bill of material, named, with what of its item is available now. */
export interface BomBatchLine {
  lineRole: 'INPUT' | 'OUTPUT';
  itemId: number;
  itemName: string;
  itemCode: string;
  quantity: number;
  uomId: number | null;
  uomName: string | null;
  availableQuantity: number;
  shortQuantity: number;
}

const numberOf = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0));

/**
 * `getInputOutputDetailsByBOM` (decision 1102): the bill of material's inputs scaled to the batch size,
 * then its output, each with its item's available stock and, for an input, what of it is short.
 */
export async function bomBatchDetails(
  ex: Executor,
  caller: Caller,
  request: { bomId: number; batchSize: number },
): Promise<{ bomId: number; batchSize: number; outputQuantity: number; lines: BomBatchLine[] }> {
  const [found] = await ex
    .select({
      outputItemId: bom.outputItemId,
      outputQuantity: bom.outputQuantity,
      uomId: bom.uomId,
      lines: bom.lines,
    })
    .from(bom)
    .where(and(eq(bom.orgId, caller.orgId), eq(bom.id, request.bomId)));
  if (!found || found.outputItemId === null)
    throw invalid('bomId', 'Bill of Material was not found: choose one from the list');
  const lines: BomLine[] = found.lines.map((line) => ({
    inputItemId: numberOf(line.inputItemId),
    quantity: numberOf(line.quantity),
    uomId: line.uomId === null || line.uomId === undefined ? null : numberOf(line.uomId),
  }));
  const scaled = scaleBom(
    {
      outputItemId: found.outputItemId,
      outputQuantity: numberOf(found.outputQuantity),
      uomId: found.uomId,
      lines,
    },
    request.batchSize,
  );
  const stock = await availableByItem(ex, caller, [...new Set(scaled.map((line) => line.itemId))]);
  return {
    bomId: request.bomId,
    batchSize: request.batchSize,
    outputQuantity: numberOf(found.outputQuantity),
    lines: scaled.map((line) => {
      const known = stock.get(line.itemId);
      const available = known?.availableQuantity ?? 0;
      return {
        ...line,
        itemName: known?.item.name ?? '',
        itemCode: known?.item.code ?? '',
        uomId: line.uomId ?? known?.uom?.id ?? null,
        uomName: known?.uom?.name ?? null,
        availableQuantity: available,
        shortQuantity:
          line.lineRole === 'INPUT' ? Math.max(0, Number((line.quantity - available).toFixed(3))) : 0,
      };
    }),
  };
}

/**
 * `getUniqueBatchNumber/{itemId}` (decision 1102): the item's code, today (yyMMdd) and the next number no
 * lot of the item has yet: `SF-TP-800-261124-03`. Read, not taken: two batches asking at once get the
 * same, and the roll and lot checks of the posting stay the guard.
 */
export async function uniqueBatchNumber(
  ex: Executor,
  caller: Caller,
  itemId: number,
  day: Date,
): Promise<string> {
  const [first] = await nextBatchNumbers(ex, caller, itemId, day, 1);
  if (first === undefined) throw new Error('no batch number');
  return first;
}

/** The next `count` batch numbers of the item on `day` (decision 1102), one after the other: a loom's rolls. */
export async function nextBatchNumbers(
  ex: Executor,
  caller: Caller,
  itemId: number,
  day: Date,
  count: number,
): Promise<string[]> {
  const [found] = await ex
    .select({ code: item.code })
    .from(item)
    .where(and(eq(item.orgId, caller.orgId), eq(item.id, itemId)));
  if (!found) throw invalid('id', 'Item was not found: choose one from the list');
  const prefix = `${found.code ?? itemId}-${formatDate(day, 'yyyyMMdd').slice(2)}-`;
  const [taken] = await queryRows<{ last: number | null }>(
    ex,
    sql`SELECT max(substring(i.lot_number FROM ${prefix.length + 1}::int)::int) AS last
        FROM stock_identity i JOIN stock_material m ON m.org_id = i.org_id AND m.id = i.material_id
        WHERE i.org_id = ${caller.orgId} AND m.item_id = ${itemId}
          AND left(i.lot_number, ${prefix.length}::int) = ${prefix} AND substring(i.lot_number FROM ${prefix.length + 1}::int) ~ '^[0-9]{1,6}$'`,
  );
  const last = taken?.last ?? 0;
  return Array.from({ length: count }, (_, index) => `${prefix}${String(last + index + 1).padStart(2, '0')}`);
}
