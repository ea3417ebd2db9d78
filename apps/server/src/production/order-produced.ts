import { DOCUMENT_STATUS, lineRoleOf, statusLabel } from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import type { Row } from '../stores/types.ts';
import type { LineRow } from '../documents/lines.ts';
import { claimedOrder } from '../stock/postings.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { DocumentService } from '../documents/service.ts';
import { invalid } from '../documents/refusals.ts';
import { fillPlan } from '../planning/plan-produced.ts';
import { PRODUCED, addProduced, writeValues } from './produced.ts';

const ORDER_LINE = 'salesOrderLineId';

/**
 * The sales order line each output of the batch fills (decision 1100): the one it names, else the order's
 * first line of its item; outputs of another item (a by-product) fill none. A line naming another order's
 * line is refused on it.
 */
function orderLineOf(line: LineRow, index: number, orderLines: readonly LineRow[]): number | null {
  const named = Number(line[ORDER_LINE] ?? 0);
  if (named > 0) {
    if (!orderLines.some((candidate) => candidate.id === named))
      throw invalid(`lines.${index}.${ORDER_LINE}`, "That line is not on the batch's sales order.");
    return named;
  }
  return orderLines.find((candidate) => Number(candidate.itemId) === Number(line.itemId))?.id ?? null;
}

/**
 * Adds (sign 1, the batch completing) or takes back (-1, its cancel) the batch's good outputs on the
 * produced quantity of its sales order's lines, under the order's row lock, audited on the order. The
 * order's status does not move: production does not close an order, its dispatch does. Completing, the
 * order must be Open or In Progress, and each output's order line is written on it so the cancel takes
 * back exactly what was added. A batch naming its plan fills the plan's lines too (`fillPlan`).
 */
export async function fillProduced(
  tx: Executor,
  service: DocumentService,
  caller: Caller,
  batch: { resource: DocumentResource; row: Row; lines: readonly LineRow[]; declaredBy?: DocumentResource },
  sign: 1 | -1,
): Promise<void> {
  const { resource, row, lines } = batch;
  // A day's entry for a batch over days fills by the batch's posting on its own lines (decision 1221).
  const declaredBy = batch.declaredBy ?? resource;
  const posting = declaredBy.def.posting;
  if (!posting?.produces || posting.claimsOrder === undefined) return;
  const { produces, claimsOrder } = posting;
  const orderId = claimedOrder(posting, row);
  const outputs = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => lineRoleOf(line[produces.roleField]) === 'OUTPUT');
  if (orderId === null) {
    const linked = outputs.find(({ line }) => Number(line[ORDER_LINE] ?? 0) > 0);
    if (linked) throw invalid(claimsOrder, 'Choose the sales order its output lines are for.');
    return;
  }
  const order = service.documents.get('salesOrder');
  if (!order) throw new Error('DOCUMENTS has no salesOrder');
  const current = await service.current(tx, order, caller, orderId);
  const status = Number(current.row.status);
  if (sign === 1 && status !== DOCUMENT_STATUS.OPEN && status !== DOCUMENT_STATUS.IN_PROGRESS)
    throw invalid(
      claimsOrder,
      `Sales Order ${String(current.row.number ?? '')} is ${statusLabel(status)}: nothing can be produced for it.`,
    );
  const added = new Map<number, number>();
  const links: { id: number; values: Record<string, number | null> }[] = [];
  for (const { line, index } of outputs) {
    const orderLine = sign === 1 ? orderLineOf(line, index, current.lines) : Number(line[ORDER_LINE] ?? 0);
    if (orderLine === null || !(orderLine > 0)) continue;
    added.set(orderLine, (added.get(orderLine) ?? 0) + sign * Number(line.quantity ?? 0));
    if (sign === 1) links.push({ id: line.id, values: { [ORDER_LINE]: orderLine } });
  }
  if (added.size === 0) return;
  await writeValues(tx, caller, { target: resource.lines, fields: [ORDER_LINE], updates: links });
  const column = order.lines.columns.find((c) => c.field === PRODUCED)?.column;
  if (!column) throw new Error('the sales order has no produced quantity');
  await addProduced(tx, caller, order, current, added);
  await fillPlan(tx, service, caller, { declaredBy, row, posting }, { ...current, added }, sign);
}
