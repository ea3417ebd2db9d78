import { DOCUMENT_STATUS, lineRoleOf, statusLabel } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { notePatch } from '../core/transaction.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { ident } from '../stores/sql.ts';
import type { Row } from '../stores/types.ts';
import { auditLines, type LineRow } from './lines.ts';
import { fillPlan } from './plan-produced.ts';
import { claimedOrder } from './postings.ts';
import type { DocumentResource } from './resource.ts';
import { invalid, type DocumentService } from './service.ts';
import { writeStatus } from './status-write.ts';

const PRODUCED = 'producedQuantity';
const ORDER_LINE = 'salesOrderLineId';

/**
 * Adds what was made (or takes it back) to the produced quantity of some of a document's lines — a sales
 * order's, a plan's — by line id: one write of those lines, the document's change notice (its status as
 * it is) and the lines' audit entries.
 */
export async function addProduced(
  tx: Executor,
  caller: Caller,
  resource: DocumentResource,
  document: { row: Row; lines: readonly LineRow[] },
  added: ReadonlyMap<number, number>,
): Promise<void> {
  const after = document.lines.map((line) =>
    added.has(line.id)
      ? { ...line, [PRODUCED]: Number((Number(line[PRODUCED] ?? 0) + (added.get(line.id) ?? 0)).toFixed(3)) }
      : line,
  );
  await writeValues(tx, caller, {
    target: resource.lines,
    fields: [PRODUCED],
    updates: after
      .filter((line) => added.has(line.id))
      .map((line) => ({ id: line.id, values: { [PRODUCED]: Number(line[PRODUCED]) } })),
  });
  const id = Number(document.row.id);
  await writeStatus(tx, resource, caller, { action: 'update', id, status: Number(document.row.status) });
  await auditLines(tx, resource, caller, id, document.lines, after);
}

/** Values decided for some rows of a document's table, by id, each value a number or null. */
export interface ValueWrite {
  target: Pick<DocumentResource['lines'], 'table' | 'columns'>;
  fields: readonly string[];
  updates: readonly { id: number; values: Readonly<Record<string, number | null>> }[];
}

/** One UPDATE … FROM (VALUES …) of a write as a CTE answering its rows as stored, or none to write. */
function valueUpdate(caller: Caller, write: ValueWrite, part: number): SQL | null {
  const { target, fields, updates } = write;
  // A field the document does not declare is not written (only the production batch keeps its yields).
  const kept = fields.flatMap((field) => {
    const column = target.columns.find((c) => c.field === field)?.column;
    return column === undefined ? [] : [{ field, column }];
  });
  if (updates.length === 0 || kept.length === 0) return null;
  const rows = updates.map(
    ({ id, values }) =>
      sql`(${id}::bigint, ${sql.join(
        kept.map(({ field }) => sql`${values[field] ?? null}::numeric`),
        sql`, `,
      )})`,
  );
  const names = kept.map((_, index) => ident(`v${index}`));
  return sql`${ident(`w${part}`)} AS (UPDATE ${ident(target.table)} t SET ${sql.join(
    kept.map(({ column }, index) => sql`${ident(column)} = v.${names[index]}`),
    sql`, `,
  )}
      FROM (VALUES ${sql.join(rows, sql`, `)}) AS v (id, ${sql.join(names, sql`, `)})
      WHERE t.org_id = ${caller.orgId} AND t.id = v.id
      RETURNING ${part}::int AS part, t.id, json_build_object(${sql.join(
        kept.map(({ field, column }) => sql`${field}::text, t.${ident(column)}`),
        sql`, `,
      )}) AS stored)`;
}

/**
 * Writes values the posting decided on the document's own rows, its lines (`resource.lines`: an output's
 * rate, its order line) or its header (`resource`: the batch's yields): one statement for all the rows of
 * all the writes (a 30-line batch writes its 15 rates and its yields at once). The values as stored
 * (rounded to their columns' scale) answer the transition (decision 1351).
 */
export async function writeValues(
  tx: Executor,
  caller: Caller,
  ...writes: readonly ValueWrite[]
): Promise<void> {
  const parts = writes.flatMap((write, part) => {
    const update = valueUpdate(caller, write, part);
    return update ? [{ part, update }] : [];
  });
  if (parts.length === 0) return;
  const stored = await queryRows<{ part: number; id: number; stored: Record<string, unknown> }>(
    tx,
    sql`WITH ${sql.join(
      parts.map(({ update }) => update),
      sql`, `,
    )}
      ${sql.join(
        parts.map(({ part }) => sql`SELECT part, id, stored FROM ${ident(`w${part}`)}`),
        sql` UNION ALL `,
      )}`,
  );
  for (const { part } of parts) {
    const table = writes[part]?.target.table ?? '';
    notePatch(
      tx,
      table,
      stored.filter((row) => row.part === part).map((row) => ({ ...row.stored, id: row.id })),
    );
  }
}

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
