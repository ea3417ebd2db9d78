import { DOCUMENT_STATUS, RESPONSE_CODES } from '@erp/domain';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import type { Executor } from '../db/client.ts';
import { materialRequest, materialRequestLines, salesOrder, salesOrderLines } from '../db/schema.ts';

/** What `getSOQuantityAndRequestedQuantity` answers: the order's quantity of an item and what was requested of it. */
export interface RequestedAgainstOrder {
  salesOrderId: number;
  itemId: number;
  orderedQuantity: number;
  requestedQuantity: number;
}

const quantity = (column: typeof salesOrderLines.quantity | typeof materialRequestLines.quantity) =>
  sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/**
 * A sales order's quantity of an item and what material requests have asked of it so far (issue 18: "so
 * nobody requests twice"; decision 1000): every request linked to the order that is not a draft or
 * cancelled. Another organisation's order is not found.
 */
export async function requestedAgainstOrder(
  ex: Executor,
  caller: Caller,
  salesOrderId: number,
  itemId: number,
): Promise<RequestedAgainstOrder> {
  const [order] = await ex
    .select({ id: salesOrder.id })
    .from(salesOrder)
    .where(and(eq(salesOrder.orgId, caller.orgId), eq(salesOrder.id, salesOrderId)));
  if (!order) throw new AppError(RESPONSE_CODES.NOT_FOUND, 'Sales order not found.');
  const [ordered] = await ex
    .select({ quantity: quantity(salesOrderLines.quantity) })
    .from(salesOrderLines)
    .where(
      and(
        eq(salesOrderLines.orgId, caller.orgId),
        eq(salesOrderLines.salesOrderId, salesOrderId),
        eq(salesOrderLines.itemId, itemId),
      ),
    );
  const [requested] = await ex
    .select({ quantity: quantity(materialRequestLines.quantity) })
    .from(materialRequestLines)
    .innerJoin(
      materialRequest,
      and(
        eq(materialRequest.orgId, materialRequestLines.orgId),
        eq(materialRequest.id, materialRequestLines.materialRequestId),
      ),
    )
    .where(
      and(
        eq(materialRequestLines.orgId, caller.orgId),
        eq(materialRequest.salesOrderId, salesOrderId),
        eq(materialRequestLines.itemId, itemId),
        notInArray(materialRequest.status, [DOCUMENT_STATUS.DRAFT, DOCUMENT_STATUS.CANCELLED]),
      ),
    );
  return {
    salesOrderId,
    itemId,
    orderedQuantity: ordered?.quantity ?? 0,
    requestedQuantity: requested?.quantity ?? 0,
  };
}
