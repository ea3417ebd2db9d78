import { DOCUMENT_STATUS } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller.ts';
import { queryRows, type Executor } from '../../db/client.ts';
import { stockOfOrderLines, type OrderLineStock } from './available.ts';

/**
 * `getSalesOrderStockLedger/{id}` (decision 1143): each line of a sales order with what it has had
 * produced and dispatched, and of its item what is packed for the order (in parcels of packagings naming
 * it, still in stock), reserved for it (allocations for requests of the order) and available to anyone.
 */
export interface OrderLineShipStock extends OrderLineStock {
  producedQuantity: number;
  packedQuantity: number;
  reservedQuantity: number;
}

const round3 = (value: number): number => Number(value.toFixed(3));

export async function salesOrderStock(
  ex: Executor,
  caller: Caller,
  salesOrderId: number,
  lines: readonly Record<string, unknown>[],
): Promise<OrderLineShipStock[]> {
  const perItem = await queryRows<{ itemId: number; packed: number; reserved: number }>(
    ex,
    sql`SELECT m.item_id::int AS "itemId",
               coalesce(sum(b.quantity) FILTER (WHERE i.roll_number IN (
                 SELECT l.parcel_number FROM packaging_lines l
                 JOIN packaging p ON p.id = l.packaging_id
                 WHERE l.org_id = ${caller.orgId} AND p.status = ${DOCUMENT_STATUS.COMPLETED}
                   AND p.sales_order_id = ${salesOrderId})), 0)::float8 AS packed,
               coalesce((SELECT sum(r.quantity) FROM stock_reservation r
                 JOIN stock_balance rb ON rb.id = r.balance_id
                 WHERE r.org_id = ${caller.orgId} AND r.sales_order_id = ${salesOrderId}
                   AND rb.material_id = m.id), 0)::float8 AS reserved
        FROM stock_material m
        LEFT JOIN stock_balance b ON b.org_id = m.org_id AND b.material_id = m.id AND b.quantity > 0
        LEFT JOIN stock_identity i ON i.id = b.identity_id
        WHERE m.org_id = ${caller.orgId}
          AND m.item_id IN (SELECT item_id FROM sales_order_lines
                            WHERE org_id = ${caller.orgId} AND sales_order_id = ${salesOrderId})
        GROUP BY m.id, m.item_id`,
  );
  const byItem = new Map(perItem.map((row) => [row.itemId, row]));
  const produced = new Map(lines.map((line) => [Number(line.id), Number(line.producedQuantity ?? 0)]));
  return (await stockOfOrderLines(ex, caller, lines)).map((line) => ({
    ...line,
    producedQuantity: produced.get(line.lineId) ?? 0,
    packedQuantity: round3(byItem.get(line.itemId)?.packed ?? 0),
    reservedQuantity: round3(byItem.get(line.itemId)?.reserved ?? 0),
  }));
}
