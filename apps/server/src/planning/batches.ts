import { batchFromPlan, bomOf, planLineToMake, type PlanToMake } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { columnName } from '../db/schema/describe.ts';
import { item } from '../db/schema.ts';
import { withNames } from '../documents/order-fill.ts';
import { bomBatchDetails } from '../production/details.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { DocumentService } from '../documents/service.ts';
import { conflict, invalid } from '../documents/refusals.ts';
import { activeBoms, planBom } from './needs.ts';

/** What `getBatchFromPlan` answers: the batch's document, where its form is, and its draft. */
export interface PlanBatch {
  document: string;
  route: string;
  draft: Record<string, unknown>;
}

/** The stage the item names it is made on (its `stageField`, decision 1505), or null. */
async function stageOfItem(ex: Executor, caller: Caller, field: string, itemId: number): Promise<unknown> {
  const [row] = await queryRows<{ stage: unknown }>(
    ex,
    sql`SELECT ${sql.identifier(columnName('item', field))} AS stage FROM ${item}
        WHERE ${item.orgId} = ${caller.orgId} AND ${item.id} = ${itemId}`,
  );
  return row?.stage ?? null;
}

/**
 * The draft's header lookups named as a read names them (`planningId` → `planning: { id, number }`, the
 * order, the BOM), so that the new form shows them, not blank pickers (decision 1505).
 */
async function namedHeader(
  ex: Executor,
  documents: DocumentService,
  caller: Caller,
  target: DocumentResource,
  draft: Readonly<Record<string, unknown>>,
): Promise<Record<string, unknown>> {
  const named: Record<string, unknown> = {};
  for (const lookup of target.lookups) {
    const id = Number(draft[lookup.field] ?? 0);
    const resource = documents.documents.get(lookup.target) ?? documents.masters.get(lookup.target);
    if (lookup.child !== undefined || !(id > 0) || !resource) continue;
    const row = await resource.store.get(ex, caller, id);
    if (row) named[lookup.objectKey] = { id, [lookup.displayKey]: row[lookup.displayKey] };
  }
  return named;
}

/**
 * `GET chemical/planning/getBatchFromPlan/{id}?lineId=` (decision 1352): the new batch a line of an open plan
 * makes, not saved: on the stage its item names (decision 1505), else by the bill of material its item is
 * made by (`bomOf`), else on the plan's `otherwise` stage; its BOM's lines scaled to what is left to
 * produce; the plan and the line's sales order named, and each line's
 * item and unit (`item: { id, name }`, `uom`, as a line read carries them) so that the new form shows them.
 */
export async function batchFromPlanLine(
  ex: Executor,
  documents: DocumentService,
  caller: Caller,
  asked: { id: number; lineId: number },
): Promise<PlanBatch> {
  const plans = documents.documents.get('planning');
  const makes = plans?.def.makes;
  if (!plans || !makes) throw new Error('DOCUMENTS has no planning that makes batches');
  const row = await documents.get(plans, caller, asked.id, ex);
  const plan: PlanToMake = {
    id: asked.id,
    status: Number(row.status),
    number: typeof row.number === 'string' ? row.number : null,
    lines: Array.isArray(row.lines) ? (row.lines as PlanToMake['lines']) : [],
  };
  const found = planLineToMake(plan, asked.lineId);
  if (!found.ok) throw found.conflict ? conflict(found.message) : invalid(found.field, found.message);
  const itemId = Number(found.line.itemId);
  const bom = bomOf((await activeBoms(ex, caller, [itemId])).flatMap(planBom), itemId);
  const scaled = bom ? await bomBatchDetails(ex, caller, { bomId: bom.id, batchSize: found.left }) : null;
  const stage = await stageOfItem(ex, caller, makes.stageField, itemId);
  const made = batchFromPlan(makes, plan, asked.lineId, {
    stage,
    bom: scaled && { id: scaled.bomId, lines: scaled.lines },
  });
  if (!made.ok) throw invalid(made.field, made.message);
  const target = documents.documents.get(made.document);
  if (!target) throw new Error(`DOCUMENTS has no ${made.document}`);
  const lines = Array.isArray(made.draft.lines) ? (made.draft.lines as Record<string, unknown>[]) : [];
  const items = lines.map((line) => ({ itemId: Number(line.itemId) }));
  const named = new Map((await withNames(ex, caller, items)).map((line) => [line.itemId, line]));
  const draft = {
    ...made.draft,
    ...(await namedHeader(ex, documents, caller, target, made.draft)),
    lines: lines.map((line) => {
      const id = Number(line.itemId);
      const names = named.get(id);
      // The unit is named only where the line counts in its item's own unit.
      const uom =
        names?.uomId != null && Number(line.uomId) === names.uomId
          ? { uom: { id: names.uomId, name: names.uomName ?? '' } }
          : {};
      return { ...line, item: { id, name: names?.itemName ?? '' }, ...uom };
    }),
  };
  return { document: made.document, route: target.def.route, draft };
}
