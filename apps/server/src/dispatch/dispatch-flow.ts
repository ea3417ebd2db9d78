import {
  DOCUMENT_STATUS,
  RESPONSE_CODES,
  SO_CBL_FLOW,
  dispatchProblems,
  orderLinkProblems,
  readyToDispatch,
  type DispatchLine,
  type OrderItemFlow,
} from '@erp/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Caller } from '../core/caller.ts';
import { AppError, ValidationFailure } from '../core/errors.ts';
import type { Executor } from '../db/client.ts';
import {
  departmentTransfer,
  departmentTransferLines,
  item,
  salesOrder,
  salesOrderLines,
  uom,
} from '../db/schema.ts';
import { configValues } from '../stores/sys-config.ts';
import type { LineRow } from '../documents/lines.ts';

/**
 * SO_CBL_FLOW_SUPPORT (issue 18, decision 1042): what of a sales order has reached the dispatch area by
 * the inter-department transfer, and the check the dispatch of issue 19 calls before it moves anything.
 */

const sum = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** Whether the caller's organisation routes finished goods through the dispatch area (SO_CBL_FLOW_SUPPORT YES). */
export async function soCblFlow(ex: Executor, caller: Caller): Promise<boolean> {
  return ((await configValues(ex, caller, [SO_CBL_FLOW])).get(SO_CBL_FLOW) ?? '').toUpperCase() === 'YES';
}

/**
 * Each item of the order: ordered and dispatched over its lines, and what completed inter-department
 * transfers moved for it (their lines name the order; a cancelled transfer counts no more). Another
 * organisation's order is not found.
 */
export async function orderFlow(
  ex: Executor,
  caller: Caller,
  salesOrderId: number,
): Promise<OrderItemFlow[]> {
  const [order] = await ex
    .select({ id: salesOrder.id })
    .from(salesOrder)
    .where(and(eq(salesOrder.orgId, caller.orgId), eq(salesOrder.id, salesOrderId)));
  if (!order) throw new AppError(RESPONSE_CODES.NOT_FOUND, 'Sales order not found.');
  const ordered = await ex
    .select({
      itemId: salesOrderLines.itemId,
      itemName: item.name,
      uomName: uom.name,
      decimals: uom.decimals,
      ordered: sum(salesOrderLines.quantity),
      dispatched: sum(salesOrderLines.dispatchedQuantity),
    })
    .from(salesOrderLines)
    .leftJoin(item, and(eq(item.orgId, salesOrderLines.orgId), eq(item.id, salesOrderLines.itemId)))
    .leftJoin(uom, and(eq(uom.orgId, item.orgId), eq(uom.id, item.uomId)))
    .where(and(eq(salesOrderLines.orgId, caller.orgId), eq(salesOrderLines.salesOrderId, salesOrderId)))
    .groupBy(salesOrderLines.itemId, item.name, uom.name, uom.decimals)
    .orderBy(salesOrderLines.itemId);
  const moved = await ex
    .select({ itemId: departmentTransferLines.itemId, reached: sum(departmentTransferLines.quantity) })
    .from(departmentTransferLines)
    .innerJoin(
      departmentTransfer,
      and(
        eq(departmentTransfer.orgId, departmentTransferLines.orgId),
        eq(departmentTransfer.id, departmentTransferLines.departmentTransferId),
      ),
    )
    .where(
      and(
        eq(departmentTransferLines.orgId, caller.orgId),
        eq(departmentTransferLines.salesOrderId, salesOrderId),
        eq(departmentTransfer.status, DOCUMENT_STATUS.COMPLETED),
      ),
    )
    .groupBy(departmentTransferLines.itemId);
  const reached = new Map(moved.map((row) => [row.itemId, row.reached]));
  return ordered.map((row) => ({
    itemId: Number(row.itemId),
    itemName: row.itemName,
    uom: row.uomName === null ? null : { name: row.uomName, decimals: row.decimals },
    ordered: row.ordered,
    reached: reached.get(row.itemId) ?? 0,
    dispatched: row.dispatched,
  }));
}

/** `getDispatchReady/{salesOrderId}`: whether the flow is on, and per item what may be dispatched now. */
export async function dispatchReady(ex: Executor, caller: Caller, salesOrderId: number) {
  const items = await orderFlow(ex, caller, salesOrderId);
  return {
    salesOrderId,
    soCblFlow: await soCblFlow(ex, caller),
    items: items.map((flow) => ({ ...flow, ready: readyToDispatch(flow) })),
  };
}

/**
 * The dispatch's check (issue 19 calls it in its transaction): with SO_CBL_FLOW_SUPPORT YES, its lines
 * may take no more of an item than has reached the dispatch area for the order and is not dispatched yet;
 * refused per line in words. With NO it passes.
 */
export async function checkDispatchable(
  tx: Executor,
  caller: Caller,
  salesOrderId: number,
  lines: readonly DispatchLine[],
): Promise<void> {
  if (!(await soCblFlow(tx, caller))) return;
  const problems = dispatchProblems(lines, await orderFlow(tx, caller, salesOrderId));
  if (problems.length > 0) throw new ValidationFailure(problems);
}

const OPEN_ORDER: readonly number[] = [DOCUMENT_STATUS.OPEN, DOCUMENT_STATUS.IN_PROGRESS];

/**
 * A transfer whose lines name sales orders (decision 1042): each order open or in progress, each line's
 * item on its order; refused on the line in words.
 */
export async function checkOrderLinks(
  tx: Executor,
  caller: Caller,
  lines: readonly LineRow[],
): Promise<void> {
  const linked = lines.map((line) =>
    typeof line.salesOrderId === 'number'
      ? { itemId: Number(line.itemId), salesOrderId: line.salesOrderId }
      : null,
  );
  const ids = [...new Set(linked.flatMap((line) => (line ? [line.salesOrderId] : [])))];
  if (ids.length === 0) return;
  const rows = await tx
    .select({
      id: salesOrder.id,
      number: salesOrder.number,
      status: salesOrder.status,
      itemId: salesOrderLines.itemId,
    })
    .from(salesOrder)
    .leftJoin(
      salesOrderLines,
      and(eq(salesOrderLines.orgId, salesOrder.orgId), eq(salesOrderLines.salesOrderId, salesOrder.id)),
    )
    .where(and(eq(salesOrder.orgId, caller.orgId), inArray(salesOrder.id, ids)));
  const orders = new Map<number, { label: string; open: boolean; itemIds: Set<number> }>();
  for (const row of rows) {
    const order = orders.get(row.id) ?? {
      label: `Sales Order ${row.number ?? ''}`.trim(),
      open: OPEN_ORDER.includes(row.status),
      itemIds: new Set<number>(),
    };
    if (row.itemId !== null) order.itemIds.add(Number(row.itemId));
    orders.set(row.id, order);
  }
  const problems = orderLinkProblems(linked, orders);
  if (problems.length > 0) throw new ValidationFailure(problems);
}
