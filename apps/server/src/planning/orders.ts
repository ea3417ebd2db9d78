import { DOCUMENT_STATUS, leftToProduce, type PendingOrderLine, type PlannableOrderLine } from '@erp/domain';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { item, salesOrder, salesOrderLines, uom } from '../db/schema.ts';

/** The statuses of a sales order still to make: Open and In Progress. */
const OPEN = [DOCUMENT_STATUS.OPEN, DOCUMENT_STATUS.IN_PROGRESS];

/** The order progress a pending list reads: produced by batches, or dispatched. */
export type OrderProgress = 'producedQuantity' | 'dispatchedQuantity';

/**
 * The lines of the caller's sales orders `orderIds` still short on `progress` (decision 1160: what is left
 * to make is the quantity less what batches produced), by order, in line order.
 */
export async function pendingLinesOf(
  ex: Executor,
  caller: Caller,
  orderIds: readonly number[],
  progress: OrderProgress,
): Promise<Map<number, PendingOrderLine[]>> {
  if (orderIds.length === 0) return new Map();
  const done = salesOrderLines[progress];
  const rows = await ex
    .select({
      salesOrderId: salesOrderLines.salesOrderId,
      lineId: salesOrderLines.id,
      lineNo: salesOrderLines.lineNo,
      itemId: salesOrderLines.itemId,
      itemCode: item.code,
      itemName: item.name,
      uomId: salesOrderLines.uomId,
      uomName: uom.name,
      quantity: sql<number>`coalesce(${salesOrderLines.quantity}, 0)`.mapWith(Number),
      doneQuantity: done,
    })
    .from(salesOrderLines)
    .leftJoin(item, and(eq(item.orgId, salesOrderLines.orgId), eq(item.id, salesOrderLines.itemId)))
    .leftJoin(uom, and(eq(uom.orgId, salesOrderLines.orgId), eq(uom.id, salesOrderLines.uomId)))
    .where(
      and(
        eq(salesOrderLines.orgId, caller.orgId),
        inArray(salesOrderLines.salesOrderId, [...new Set(orderIds)]),
        sql`${done} < coalesce(${salesOrderLines.quantity}, 0)`,
      ),
    )
    .orderBy(asc(salesOrderLines.salesOrderId), asc(salesOrderLines.lineNo));
  const byOrder = new Map<number, PendingOrderLine[]>();
  for (const { salesOrderId, ...line } of rows) {
    const pending = {
      ...line,
      pendingQuantity: leftToProduce({ quantity: line.quantity, producedQuantity: line.doneQuantity }),
    };
    byOrder.set(salesOrderId, [...(byOrder.get(salesOrderId) ?? []), pending]);
  }
  return byOrder;
}

/**
 * The caller's sales order lines a plan names, as its check reads them: those of `lineIds` and every line
 * of the orders `orderIds`, locked (`FOR UPDATE` of the order lines) so that what is left to make cannot
 * change under the plan's submit.
 */
export async function plannableOrderLines(
  ex: Executor,
  caller: Caller,
  named: { lineIds: readonly number[]; orderIds: readonly number[] },
): Promise<PlannableOrderLine[]> {
  const { lineIds, orderIds } = named;
  if (lineIds.length === 0 && orderIds.length === 0) return [];
  const rows = await ex
    .select({
      id: salesOrderLines.id,
      salesOrderId: salesOrderLines.salesOrderId,
      number: salesOrder.number,
      status: salesOrder.status,
      itemId: salesOrderLines.itemId,
      itemName: item.name,
      quantity: sql<number>`coalesce(${salesOrderLines.quantity}, 0)`.mapWith(Number),
      producedQuantity: salesOrderLines.producedQuantity,
    })
    .from(salesOrderLines)
    .innerJoin(
      salesOrder,
      and(eq(salesOrder.orgId, salesOrderLines.orgId), eq(salesOrder.id, salesOrderLines.salesOrderId)),
    )
    .leftJoin(item, and(eq(item.orgId, salesOrderLines.orgId), eq(item.id, salesOrderLines.itemId)))
    .where(
      and(
        eq(salesOrderLines.orgId, caller.orgId),
        or(
          lineIds.length > 0 ? inArray(salesOrderLines.id, [...new Set(lineIds)]) : undefined,
          orderIds.length > 0 ? inArray(salesOrderLines.salesOrderId, [...new Set(orderIds)]) : undefined,
        ),
      ),
    )
    .orderBy(asc(salesOrderLines.salesOrderId), asc(salesOrderLines.lineNo))
    .for('update', { of: salesOrderLines });
  return rows.map((row) => ({
    id: row.id,
    salesOrderId: row.salesOrderId,
    orderLabel: row.number ?? `Sales order ${row.salesOrderId}`,
    open: (OPEN as readonly number[]).includes(row.status),
    itemId: row.itemId ?? 0,
    itemName: row.itemName,
    quantity: row.quantity,
    producedQuantity: row.producedQuantity,
  }));
}
