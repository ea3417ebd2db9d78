import { DOCUMENT_STATUS, orderLineFor, statusLabel, type DocumentPosting } from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import type { Row } from '../stores/types.ts';
import type { LineRow } from '../documents/lines.ts';
import { addProduced } from '../production/produced.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { DocumentService } from '../documents/service.ts';
import { invalid } from '../documents/refusals.ts';

const idOf = (value: unknown): number | null => {
  const id = Number(value ?? 0);
  return id > 0 ? id : null;
};

/** The plan document the posting's plan field looks up (the batch declaring it names it). */
function planResource(
  service: DocumentService,
  declaredBy: DocumentResource,
  field: string,
): DocumentResource {
  const key = declaredBy.def.fields.find((candidate) => candidate.key === field)?.lookup?.module;
  const plans = key === undefined ? undefined : service.documents.get(key);
  if (!plans) throw new Error(`${declaredBy.def.key}.${field} looks up no document`);
  return plans;
}

/**
 * Adds (sign 1) or takes back (-1) what a batch naming a plan (decision 1342, the posting's `claimsPlan`) made
 * for its sales order's lines on the plan's lines that plan for them (the line a plan line names, else its
 * order's first line of its item: `orderLineFor`), under the plan's row lock, audited on the plan. Completing,
 * the plan must be Open and plan each order line filled; taking back, a line it does not plan is left alone.
 */
export async function fillPlan(
  tx: Executor,
  service: DocumentService,
  caller: Caller,
  batch: { declaredBy: DocumentResource; row: Row; posting: DocumentPosting },
  order: { row: Row; lines: readonly LineRow[]; added: ReadonlyMap<number, number> },
  sign: 1 | -1,
): Promise<void> {
  const field = batch.posting.claimsPlan;
  const planId = field === undefined ? null : idOf(batch.row[field]);
  if (field === undefined || planId === null) return;
  const plans = planResource(service, batch.declaredBy, field);
  const plan = await service.current(tx, plans, caller, planId);
  const name = `Plan ${String(plan.row.number ?? plan.row.planName ?? '')}`;
  const status = Number(plan.row.status);
  if (sign === 1 && status !== DOCUMENT_STATUS.OPEN)
    throw invalid(field, `${name} is ${statusLabel(status)}: production is made under an open plan.`);
  const orderLabel = String(order.row.number ?? '');
  const refs = order.lines.map((line) => ({
    id: line.id,
    salesOrderId: Number(order.row.id),
    orderLabel,
    itemId: Number(line.itemId ?? 0),
  }));
  const planned = new Map<number, LineRow>();
  for (const line of plan.lines) {
    const target = orderLineFor(
      {
        salesOrderLineId: idOf(line.salesOrderLineId),
        salesOrderId: idOf(line.salesOrderId),
        itemId: Number(line.itemId ?? 0),
        quantity: Number(line.quantity ?? 0),
      },
      refs,
    );
    if (target !== null && typeof target === 'object' && 'id' in target && !planned.has(target.id))
      planned.set(target.id, line);
  }
  const added = new Map<number, number>();
  for (const [orderLineId, quantity] of order.added) {
    const line = planned.get(orderLineId);
    if (line) added.set(line.id, (added.get(line.id) ?? 0) + quantity);
    else if (sign === 1) {
      const lineNo = order.lines.find((candidate) => candidate.id === orderLineId)?.lineNo;
      throw invalid(field, `${name} plans nothing of line ${String(lineNo ?? '')} of ${orderLabel}.`);
    }
  }
  if (added.size > 0) await addProduced(tx, caller, plans, plan, added);
}
