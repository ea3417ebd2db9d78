import { leftToProduce } from './planning.ts';
import type { ScaledLine } from './production.ts';
import { DOCUMENT_STATUS, statusLabel } from './statuses.ts';

/**
 * Issue 19's "Make Batch from Plan" (decision 1352): a line of an open plan opens a new batch of the screen
 * its item is made on, prefilled with what is left to produce and the plan's and the sales order's links.
 */

/** The documents a plan's lines are made on: an item with a bill of material by it, any other on `otherwise`. */
export interface PlanMakes {
  /** The batch by bill of material (the chemicals' production batch): its BOM and batch size fields. */
  byBom: { document: string; bomField: string; sizeField: string };
  /** The stage an item without a bill of material is made on (the woven bag's bag making). */
  otherwise: { document: string };
  /** The batch's header field naming its plan (decision 1342) and its sales order. */
  planField: string;
  orderField: string;
}

/** The plan as the call reads it: its status, number and lines. */
export interface PlanToMake {
  id: number;
  status: number;
  number: string | null;
  lines: readonly Readonly<Record<string, unknown> & { id: number }>[];
}

/** The new batch: which document and its draft, or what refuses it, on which field of the call. */
export type BatchFromPlan =
  | { ok: true; document: string; draft: Record<string, unknown> }
  | { ok: false; field: string; message: string; conflict?: true };

const idOf = (value: unknown): number | null => {
  const id = Number(value ?? 0);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The line of the plan a batch is made for, and what is left of it, or why none can be. */
export function planLineToMake(
  plan: PlanToMake,
  lineId: number,
):
  | { ok: true; line: Readonly<Record<string, unknown>>; left: number; lineNo: number }
  | { ok: false; field: string; message: string; conflict?: true } {
  const name = plan.number ?? 'The plan';
  if (plan.status !== DOCUMENT_STATUS.OPEN)
    return {
      ok: false,
      field: 'id',
      message: `${name} is ${statusLabel(plan.status)}: batches are made from an open plan.`,
      conflict: true,
    };
  const index = plan.lines.findIndex((line) => line.id === lineId);
  const line = plan.lines[index];
  if (!line) return { ok: false, field: 'lineId', message: `That line is not on ${name}.` };
  const left = leftToProduce(line) ?? 0;
  if (!(left > 0))
    return {
      ok: false,
      field: 'lineId',
      message: `Line ${index + 1} of ${name} has nothing left to produce.`,
    };
  return { ok: true, line, left, lineNo: index + 1 };
}

/**
 * The draft of the batch a plan line makes: by its bill of material (`scaled`, the BOM's lines for what is
 * left, its output naming the order line) on `byBom`, else one output line of the item on `otherwise`. The
 * header names the plan and the line's sales order; stock areas, lots and the date are the user's.
 */
export function batchFromPlan(
  makes: PlanMakes,
  plan: PlanToMake,
  lineId: number,
  bom: { id: number; lines: readonly ScaledLine[] } | null,
): BatchFromPlan {
  const found = planLineToMake(plan, lineId);
  if (!found.ok) return found;
  const { line, left } = found;
  const itemId = idOf(line.itemId);
  const orderLine = { salesOrderLineId: idOf(line.salesOrderLineId) };
  const header = { [makes.planField]: plan.id, [makes.orderField]: idOf(line.salesOrderId) };
  if (bom)
    return {
      ok: true,
      document: makes.byBom.document,
      draft: {
        ...header,
        [makes.byBom.bomField]: bom.id,
        [makes.byBom.sizeField]: left,
        lines: bom.lines.map(({ lineRole, itemId: made, quantity, uomId }) => ({
          lineRole,
          itemId: made,
          quantity,
          uomId,
          ...(lineRole === 'OUTPUT' && made === itemId ? orderLine : {}),
        })),
      },
    };
  return {
    ok: true,
    document: makes.otherwise.document,
    draft: {
      ...header,
      lines: [{ lineRole: 'OUTPUT', itemId, quantity: left, uomId: idOf(line.uomId), ...orderLine }],
    },
  };
}
