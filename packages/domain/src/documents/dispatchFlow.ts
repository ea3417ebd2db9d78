import type { ValidationIssue } from '../catalogue/schema.ts';
import { RESPONSE_CODES } from '../errors/codes.ts';
import { formatUnitQuantity, type QuantityUnit } from '../format/quantity.ts';

/**
 * SO_CBL_FLOW_SUPPORT (issue 18, decision 1042): a sales order's finished goods move from production to
 * the dispatch area by an inter-department transfer whose lines name the order, before they can be
 * dispatched. The dispatch of issue 19 asks `dispatchProblems` with what reached the area.
 */
export const SO_CBL_FLOW = 'SO_CBL_FLOW_SUPPORT';

/** One item of a sales order: ordered, moved to the dispatch area for it, and dispatched so far. */
export interface OrderItemFlow {
  itemId: number;
  itemName?: string | null;
  /** The item's unit, which the refusals show the quantities in. */
  uom?: QuantityUnit | null;
  ordered: number;
  /** What completed inter-department transfers moved for the order (net of cancels). */
  reached: number;
  dispatched: number;
}

const round3 = (value: number): number => Number(value.toFixed(3));

/** What of an item may be dispatched now: what reached the dispatch area, up to the order, less what went. */
export const readyToDispatch = (flow: OrderItemFlow): number =>
  Math.max(0, round3(Math.min(flow.reached, flow.ordered) - flow.dispatched));

/** A dispatch's line as the rule reads it. */
export interface DispatchLine {
  itemId: number;
  quantity: number;
}

const issue = (field: string, message: string): ValidationIssue => ({
  field,
  code: RESPONSE_CODES.VALIDATION_FAILED,
  message,
});

/**
 * Why a dispatch's lines cannot go yet, per line in words: an item not on the order, or more than has
 * reached the dispatch area for it and is not dispatched (several lines of one item count together).
 */
export function dispatchProblems(
  lines: readonly DispatchLine[],
  flows: readonly OrderItemFlow[],
): ValidationIssue[] {
  const byItem = new Map(flows.map((flow) => [flow.itemId, flow]));
  const asked = new Map<number, number>();
  return lines.flatMap((line, index): ValidationIssue[] => {
    const flow = byItem.get(line.itemId);
    if (!flow) return [issue(`lines.${index}.itemId`, `Line ${index + 1}'s item is not on the order.`)];
    const total = round3((asked.get(line.itemId) ?? 0) + line.quantity);
    asked.set(line.itemId, total);
    const ready = readyToDispatch(flow);
    if (total <= ready) return [];
    return [
      issue(
        `lines.${index}.quantity`,
        `Only ${formatUnitQuantity(ready, flow.uom)} of ${flow.itemName ?? 'this item'} has reached the dispatch area ` +
          `for this order; ${formatUnitQuantity(total, flow.uom)} asked. Move it from production by an inter-department ` +
          'transfer first.',
      ),
    ];
  });
}

/** A transfer line naming the sales order it moves goods for. */
export interface OrderLinkedLine {
  itemId: number;
  salesOrderId: number;
}

/**
 * Why a transfer's lines cannot name their sales orders, per line in words: the order is not open (or in
 * progress), or the line's item is not on it. `orders` holds each named order's label, whether it is
 * open, and its items.
 */
export function orderLinkProblems(
  lines: readonly (OrderLinkedLine | null)[],
  orders: ReadonlyMap<number, { label: string; open: boolean; itemIds: ReadonlySet<number> }>,
): ValidationIssue[] {
  return lines.flatMap((line, index): ValidationIssue[] => {
    const order = line && orders.get(line.salesOrderId);
    if (!line || !order) return [];
    const field = `lines.${index}.salesOrderId`;
    if (!order.open) return [issue(field, `${order.label} is not open: nothing more is moved for it.`)];
    if (!order.itemIds.has(line.itemId))
      return [issue(`lines.${index}.itemId`, `Line ${index + 1}'s item is not on ${order.label}.`)];
    return [];
  });
}
