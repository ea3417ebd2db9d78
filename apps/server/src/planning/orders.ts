import {
  DOCUMENT_STATUS,
  leftToPlan,
  planCover,
  type OrderLineRef,
  type PendingOrderLine,
  type PlannableOrderLine,
  type StandingPlanLine,
} from '@erp/domain';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { item, planning, planningLines, salesOrder, salesOrderLines, uom } from '../db/schema.ts';

/** The statuses of a sales order still to make: Open and In Progress. */
const OPEN = [DOCUMENT_STATUS.OPEN, DOCUMENT_STATUS.IN_PROGRESS];

/**
 * The lines of the caller's Open plans (other than `exceptPlanId`) that name one of `orderLines` or its
 * order, each with its plan's number and name; what they cover is counted by the domain (`planCover`).
 */
export async function standingPlanLines(
  ex: Executor,
  caller: Caller,
  orderLines: readonly OrderLineRef[],
  exceptPlanId?: number,
): Promise<StandingPlanLine[]> {
  if (orderLines.length === 0) return [];
  const rows = await ex
    .select({
      salesOrderLineId: planningLines.salesOrderLineId,
      salesOrderId: planningLines.salesOrderId,
      itemId: planningLines.itemId,
      quantity: planningLines.quantity,
      producedQuantity: planningLines.producedQuantity,
      number: planning.number,
      planName: planning.planName,
    })
    .from(planningLines)
    .innerJoin(
      planning,
      and(eq(planning.orgId, planningLines.orgId), eq(planning.id, planningLines.planningId)),
    )
    .where(
      and(
        eq(planningLines.orgId, caller.orgId),
        eq(planning.status, DOCUMENT_STATUS.OPEN),
        exceptPlanId === undefined ? undefined : ne(planning.id, exceptPlanId),
        or(
          inArray(planningLines.salesOrderLineId, [...new Set(orderLines.map((line) => line.id))]),
          inArray(planningLines.salesOrderId, [...new Set(orderLines.map((line) => line.salesOrderId))]),
        ),
      ),
    )
    .orderBy(asc(planning.number), asc(planningLines.lineNo));
  return rows.map((row) => ({
    salesOrderLineId: row.salesOrderLineId,
    salesOrderId: row.salesOrderId,
    itemId: row.itemId ?? 0,
    quantity: row.quantity ?? 0,
    planLabel: `${row.number ?? ''} (${row.planName ?? ''})`,
    producedQuantity: row.producedQuantity,
  }));
}

/** The order progress a pending list reads: produced by batches, or dispatched. */
export type OrderProgress = 'producedQuantity' | 'dispatchedQuantity';

/**
 * The lines of the caller's sales orders `orderIds` still short on `progress`, by order, in line order.
 * Left to make is the quantity less what batches produced and what the Open plans cover, their own
 * production counted once (decisions 1160, 1241, 1342); left to dispatch, less what was dispatched.
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
      ),
    )
    .orderBy(asc(salesOrderLines.salesOrderId), asc(salesOrderLines.lineNo));
  // Every line of the orders is read: a plan line naming only its order plans for its item's first line.
  const refs = rows.map((row) => ({ ...row, id: row.lineId, orderLabel: '', itemId: row.itemId ?? 0 }));
  const standing = progress === 'producedQuantity' ? await standingPlanLines(ex, caller, refs) : [];
  const cover = planCover(standing, refs);
  const byOrder = new Map<number, PendingOrderLine[]>();
  for (const { salesOrderId, ...line } of rows) {
    if (line.doneQuantity >= line.quantity) continue;
    const covered = cover.get(line.lineId);
    const pending = {
      ...line,
      plannedQuantity: covered?.quantity ?? 0,
      pendingQuantity: leftToPlan({ quantity: line.quantity, producedQuantity: line.doneQuantity }, covered),
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
      uomName: uom.name,
      decimals: uom.decimals,
      quantity: sql<number>`coalesce(${salesOrderLines.quantity}, 0)`.mapWith(Number),
      producedQuantity: salesOrderLines.producedQuantity,
    })
    .from(salesOrderLines)
    .innerJoin(
      salesOrder,
      and(eq(salesOrder.orgId, salesOrderLines.orgId), eq(salesOrder.id, salesOrderLines.salesOrderId)),
    )
    .leftJoin(item, and(eq(item.orgId, salesOrderLines.orgId), eq(item.id, salesOrderLines.itemId)))
    .leftJoin(uom, and(eq(uom.orgId, salesOrderLines.orgId), eq(uom.id, salesOrderLines.uomId)))
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
    uom: row.uomName === null ? null : { name: row.uomName, decimals: row.decimals },
    quantity: row.quantity,
    producedQuantity: row.producedQuantity,
  }));
}
