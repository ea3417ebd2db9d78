import { leftToProduce } from './planning.ts';
import type { ScaledLine } from './production.ts';
import { DOCUMENT_STATUS, statusLabel } from './statuses.ts';

/**
 * Issue 19's "Make Batch from Plan" (decision 1352): a line of an open plan opens a new batch of the screen
 * its item is made on, prefilled with what is left to produce and the plan's and the sales order's links.
 */

/** A stage an item names (decision 1505): the batch document it opens and the header values its draft starts with. */
export interface PlanStage {
  document: string;
  header?: Readonly<Record<string, unknown>>;
}

/**
 * The documents a plan's lines are made on: the stage the item names (`stageField`, decision 1505), else,
 * for an item that names none, by its bill of material on `byBom`, any other on `otherwise` (decision 1352).
 */
export interface PlanMakes {
  /** The batch by bill of material (the chemicals' production batch): its BOM and batch size fields. */
  byBom: { document: string; bomField: string; sizeField: string };
  /** The stage an item without a bill of material is made on (the woven bag's bag making). */
  otherwise: { document: string };
  /** The item's field naming the stage it is made on, and each of its values' stage. */
  stageField: string;
  stages: Readonly<Record<string, PlanStage>>;
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
 * The stage a plan line's item is made on: the one it names (decision 1505), else by its bill of material
 * when it has one, else `otherwise` (decision 1352).
 */
export function stageOf(makes: PlanMakes, named: unknown, hasBom: boolean): PlanStage {
  const stage = typeof named === 'string' ? makes.stages[named] : undefined;
  return stage ?? (hasBom ? makes.byBom : makes.otherwise);
}

/**
 * The draft of the batch a plan line makes, on its item's stage (`stageOf`): its bill of material's lines
 * for what is left (`scaled`, its output naming the order line), with the BOM and its size on `byBom`'s
 * document, else one output line of the item. The header names the plan and the line's sales order (and
 * the stage's own values); stock areas, lots and the date are the user's.
 */
export function batchFromPlan(
  makes: PlanMakes,
  plan: PlanToMake,
  lineId: number,
  item: { stage: unknown; bom: { id: number; lines: readonly ScaledLine[] } | null },
): BatchFromPlan {
  const found = planLineToMake(plan, lineId);
  if (!found.ok) return found;
  const { line, left } = found;
  const { bom } = item;
  const stage = stageOf(makes, item.stage, bom !== null);
  const itemId = idOf(line.itemId);
  const orderLine = { salesOrderLineId: idOf(line.salesOrderLineId) };
  const header = {
    ...stage.header,
    [makes.planField]: plan.id,
    [makes.orderField]: idOf(line.salesOrderId),
    ...(bom && stage.document === makes.byBom.document
      ? { [makes.byBom.bomField]: bom.id, [makes.byBom.sizeField]: left }
      : {}),
  };
  const lines = bom
    ? bom.lines.map(({ lineRole, itemId: made, quantity, uomId }) => ({
        lineRole,
        itemId: made,
        quantity,
        uomId,
        ...(lineRole === 'OUTPUT' && made === itemId ? orderLine : {}),
      }))
    : [{ lineRole: 'OUTPUT', itemId, quantity: left, uomId: idOf(line.uomId), ...orderLine }];
  return { ok: true, document: stage.document, draft: { ...header, lines } };
}
