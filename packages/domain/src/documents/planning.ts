import type { ValidationIssue } from '../catalogue/schema.ts';
import { RESPONSE_CODES } from '../errors/codes.ts';
import { formatUnitQuantity, type QuantityUnit } from '../format/quantity.ts';
import { round3 } from './stockLines.ts';

/**
 * Issue 19's planning (decision 1160): what open sales orders have left to make, a plan's lines checked
 * against it, and the bill of material's needs of a plan against the stock available, with the shortfall.
 */

/**
 * What of a sales order line is left to plan (decision 1342): its quantity less what batches produced for it
 * and what the standing (Open) plans cover of it, never below 0. What a batch naming a standing plan made
 * (`cover.made`, each plan's counted up to what it covers) is in both, and is not taken off twice;
 * production naming no plan is not any plan's.
 */
export function leftToPlan(
  line: { quantity: number; producedQuantity: number },
  cover: Omit<PlanCover, 'plans'> = { quantity: 0, made: 0 },
): number {
  return Math.max(0, round3(line.quantity - line.producedQuantity - cover.quantity + cover.made));
}

/**
 * What a plan line has left to produce (decision 1351): its planned quantity less what batches naming the
 * plan produced of it, never below 0; null while no quantity is planned.
 */
export function leftToProduce(line: Readonly<Record<string, unknown>>): number | null {
  const planned = line.quantity === '' ? Number.NaN : Number(line.quantity ?? Number.NaN);
  if (!Number.isFinite(planned)) return null;
  return Math.max(0, round3(planned - Number(line.producedQuantity ?? 0)));
}

/** A sales order line as a plan line is matched to it. */
export interface OrderLineRef {
  id: number;
  salesOrderId: number;
  /** The order's number, for the refusals ("SO/2026-27/00001"). */
  orderLabel: string;
  itemId: number;
}

/** A sales order line as a plan's check reads it. */
export interface PlannableOrderLine extends OrderLineRef {
  /** Whether the order is Open or In Progress: only those are planned. */
  open: boolean;
  itemName: string | null;
  /** The item's unit, which the refusals show the quantities in. */
  uom?: QuantityUnit | null;
  quantity: number;
  producedQuantity: number;
}

/** A plan line as the check reads it. */
export interface PlanLine {
  salesOrderLineId?: number | null;
  salesOrderId?: number | null;
  itemId: number;
  quantity: number;
}

/**
 * A line of a standing (Open) plan other than the one checked: `planLabel` names the plan in a refusal;
 * `producedQuantity`, what batches naming the plan made for its order line (decision 1342).
 */
export interface StandingPlanLine extends PlanLine {
  planLabel: string;
  producedQuantity: number | null;
}

/**
 * What the standing plans cover of one order line: their planned quantity, the plans, and what batches
 * naming them made of it (each plan's counted up to what it plans).
 */
export interface PlanCover {
  quantity: number;
  plans: string[];
  made: number;
}

const issue = (field: string, message: string): ValidationIssue => ({
  field,
  code: RESPONSE_CODES.VALIDATION_FAILED,
  message,
});

/**
 * The order line a plan line plans for: the one it names, else (a line naming only its sales order, as the
 * form makes it) the order's first line of its item; none for a line naming neither.
 */
export function orderLineFor<O extends OrderLineRef>(
  line: PlanLine,
  orderLines: readonly O[],
): O | 'unknown' | { notOn: string } | null {
  if (line.salesOrderLineId !== null && line.salesOrderLineId !== undefined)
    return orderLines.find((order) => order.id === line.salesOrderLineId) ?? 'unknown';
  if (line.salesOrderId === null || line.salesOrderId === undefined) return null;
  const ofOrder = orderLines.filter((order) => order.salesOrderId === line.salesOrderId);
  const [first] = ofOrder;
  if (!first) return 'unknown';
  return ofOrder.find((order) => order.itemId === line.itemId) ?? { notOn: first.orderLabel };
}

/**
 * What the standing plans' lines cover of each order line (by its id), each line counted against the order
 * line it plans for; a line for no order line of `orderLines` covers nothing here. A plan's production counts
 * up to what that plan covers of the line.
 */
export function planCover(
  standing: readonly StandingPlanLine[],
  orderLines: readonly OrderLineRef[],
): Map<number, PlanCover> {
  const perPlan = new Map<number, Map<string, { quantity: number; made: number }>>();
  for (const line of standing) {
    const order = orderLineFor(line, orderLines);
    if (order === null || order === 'unknown' || 'notOn' in order) continue;
    const plans = perPlan.get(order.id) ?? new Map<string, { quantity: number; made: number }>();
    const { quantity, made } = plans.get(line.planLabel) ?? { quantity: 0, made: 0 };
    plans.set(line.planLabel, {
      quantity: quantity + line.quantity,
      made: made + (line.producedQuantity ?? 0),
    });
    perPlan.set(order.id, plans);
  }
  return new Map(
    [...perPlan].map(([orderLineId, plans]) => {
      const each = [...plans.values()];
      return [
        orderLineId,
        {
          quantity: round3(each.reduce((sum, plan) => sum + plan.quantity, 0)),
          plans: [...plans.keys()],
          made: round3(each.reduce((sum, plan) => sum + Math.min(plan.quantity, plan.made), 0)),
        },
      ];
    }),
  );
}

/** " PLN/2026-27/00001 (Week 48) covers 4,000 BAG of it." after a refusal; nothing when no plan covers it. */
const coveredBy = (cover: PlanCover | undefined, uom: QuantityUnit | null | undefined): string =>
  cover && cover.plans.length > 0
    ? ` ${cover.plans.join(', ')} ${cover.plans.length === 1 ? 'covers' : 'cover'} ${formatUnitQuantity(cover.quantity, uom)} of it.`
    : '';

/**
 * Why a plan's lines cannot be planned, per line in words: a line naming an order line that is not one of
 * an open order's, of another item or order than the line's, or planning more than the order line has
 * left to plan (several lines of one order line count together; `cover`: what the other standing plans
 * cover, `leftToPlan`). A line naming no order plans freely. `orderLines`: the lines of every order the plan
 * names.
 */
export function planLineProblems(
  lines: readonly PlanLine[],
  orderLines: readonly PlannableOrderLine[],
  cover: ReadonlyMap<number, PlanCover> = new Map(),
): ValidationIssue[] {
  const planned = new Map<number, number>();
  return lines.flatMap((line, index): ValidationIssue[] => {
    const order = orderLineFor(line, orderLines);
    if (order === null) return [];
    if (order === 'unknown')
      return [issue(`lines.${index}.salesOrderId`, `Line ${index + 1} names no line of a sales order.`)];
    if ('notOn' in order)
      return [issue(`lines.${index}.itemId`, `Line ${index + 1}'s item is not on ${order.notOn}.`)];
    if (!order.open)
      return [
        issue(
          `lines.${index}.salesOrderId`,
          `${order.orderLabel} is not open: nothing more is planned for it.`,
        ),
      ];
    if (
      line.salesOrderId !== null &&
      line.salesOrderId !== undefined &&
      line.salesOrderId !== order.salesOrderId
    )
      return [
        issue(`lines.${index}.salesOrderId`, `Line ${index + 1}'s order line is not on that sales order.`),
      ];
    if (line.itemId !== order.itemId)
      return [
        issue(
          `lines.${index}.itemId`,
          `Line ${index + 1}'s item is not the item of its order line on ${order.orderLabel}.`,
        ),
      ];
    const total = round3((planned.get(order.id) ?? 0) + line.quantity);
    planned.set(order.id, total);
    const covered = cover.get(order.id);
    const left = leftToPlan(order, covered);
    if (total <= left) return [];
    return [
      issue(
        `lines.${index}.quantity`,
        `Only ${formatUnitQuantity(left, order.uom)} of ${order.itemName ?? 'this item'} is left to make on ` +
          `${order.orderLabel}; ${formatUnitQuantity(total, order.uom)} planned.${coveredBy(covered, order.uom)}`,
      ),
    ];
  });
}

/** A bill of material as planning reads it: what `outputQuantity` of its output item takes of each input. */
export interface PlanBom {
  id: number;
  outputItemId: number;
  outputQuantity: number;
  isDefault: boolean;
  lines: readonly { inputItemId: number; quantity: number }[];
}

/** The bill of material an item is made by: its default one, else its first (by id); none without one. */
export function bomOf(boms: readonly PlanBom[], itemId: number): PlanBom | undefined {
  const own = boms.filter((bom) => bom.outputItemId === itemId).sort((a, b) => a.id - b.id);
  return own.find((bom) => bom.isDefault) ?? own[0];
}

/** One input material of a plan: needed by the plan, available (neither held nor reserved), and short. */
export interface MaterialNeed {
  itemId: number;
  needed: number;
  available: number;
  shortfall: number;
}

/** A plan's needs: per input material in the order first met, and the planned items with no bill of material. */
export interface PlanNeeds {
  needs: MaterialNeed[];
  withoutBom: number[];
}

/**
 * The bill of material's needs of the planned quantities (each BOM scaled: planned ÷ its output quantity ×
 * each input's quantity), against what is available of each input; the shortfall is what is needed beyond
 * it. An item planned without a bill of material needs nothing and is named in `withoutBom`.
 */
export function materialNeeds(
  planned: readonly { itemId: number; quantity: number }[],
  boms: readonly PlanBom[],
  available: ReadonlyMap<number, number>,
): PlanNeeds {
  const needed = new Map<number, number>();
  const withoutBom = new Set<number>();
  for (const line of planned) {
    const bom = bomOf(boms, line.itemId);
    if (!bom) {
      withoutBom.add(line.itemId);
      continue;
    }
    const scale = line.quantity / bom.outputQuantity;
    for (const input of bom.lines)
      needed.set(input.inputItemId, (needed.get(input.inputItemId) ?? 0) + scale * input.quantity);
  }
  const needs = [...needed].map(([itemId, total]): MaterialNeed => {
    const need = round3(total);
    const have = Math.max(0, round3(available.get(itemId) ?? 0));
    return { itemId, needed: need, available: have, shortfall: Math.max(0, round3(need - have)) };
  });
  return { needs, withoutBom: [...withoutBom] };
}
