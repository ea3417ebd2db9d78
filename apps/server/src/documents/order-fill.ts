import {
  DOCUMENT_STATUS,
  againstParts,
  applyAction,
  doneOf,
  orderProgress,
  receiptProblems,
  statusLabel,
  type DocumentAgainst,
  type OrderLine,
} from '@erp/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { noteWrite } from '../core/transaction.ts';
import { ValidationFailure } from '../core/errors.ts';
import type { Executor } from '../db/client.ts';
import { item, uom } from '../db/schema.ts';
import { configNumber } from '../stores/sys-config.ts';
import type { Row } from '../stores/types.ts';
import { ident } from '../stores/sql.ts';
import { auditLines, type LineRow } from './lines.ts';
import type { DocumentService } from './service.ts';
import { invalid } from './refusals.ts';
import { doneByOf, ordersFilled, type Subject } from './order-lines.ts';
import { writeStatus } from './status-write.ts';

/** The order a document fills and its lines with what is done of them (unnamed: see `withNames`). */
async function orderOf(
  tx: Executor,
  service: DocumentService,
  against: DocumentAgainst,
  caller: Caller,
  orderId: number,
) {
  const order = service.documents.get(against.document);
  if (!order) throw new Error(`no document ${against.document}`);
  const current = await service.current(tx, order, caller, orderId);
  const lines: OrderLine[] = current.lines.map((line) => ({
    id: line.id,
    itemId: Number(line.itemId),
    quantity: Number(line.quantity ?? 0),
    done: doneOf(against, line),
    ...(against.closedBy === undefined ? {} : { closed: Number(line[against.closedBy] ?? 0) }),
    itemName: null,
    uomName: null,
    uomDecimals: null,
  }));
  return { order, row: current.row, rawLines: current.lines, lines };
}

/**
 * Lines naming items with their item names and units, which only word a refusal (decision 1250): an order's
 * lines, an invoice's under a note (decision 1412).
 */
export async function withNames<L extends { itemId: number }>(
  tx: Executor,
  caller: Caller,
  lines: readonly L[],
): Promise<
  (L & {
    itemName: string | null;
    uomId: number | null;
    uomName: string | null;
    uomDecimals: number | null;
  })[]
> {
  const ids = [...new Set(lines.map((line) => line.itemId))];
  const names = await tx
    .select({ id: item.id, name: item.name, uomId: uom.id, uomName: uom.name, decimals: uom.decimals })
    .from(item)
    .leftJoin(uom, and(eq(uom.orgId, item.orgId), eq(uom.id, item.uomId)))
    .where(and(eq(item.orgId, caller.orgId), inArray(item.id, ids.length > 0 ? ids : [0])));
  const byItem = new Map(names.map((name) => [name.id, name]));
  return lines.map((line) => {
    const named = byItem.get(line.itemId);
    return {
      ...line,
      itemName: named?.name ?? null,
      uomId: named?.uomId ?? null,
      uomName: named?.uomName ?? null,
      uomDecimals: named?.decimals ?? null,
    };
  });
}

/** The order's lines named, with the documents that did them already (decision 1402's "billed by"). */
async function withNamesAndDoers(
  tx: Executor,
  caller: Caller,
  lines: readonly OrderLine[],
  doneBy: (ids: readonly number[]) => Promise<Map<number, string[]>>,
): Promise<OrderLine[]> {
  const by = await doneBy(lines.map((line) => line.id));
  return (await withNames(tx, caller, lines)).map((line) => ({ ...line, doneBy: by.get(line.id) ?? [] }));
}

const { OPEN, IN_PROGRESS, CLOSED, COMPLETED } = DOCUMENT_STATUS;

/** The percent an order line may be exceeded by (system config; absent or not a number: 0). */
const toleranceOf = (tx: Executor, caller: Caller, against: DocumentAgainst): Promise<number> =>
  against.tolerance === undefined ? Promise.resolve(0) : configNumber(tx, caller, against.tolerance);

/**
 * Whether the document may be completed against its order, or why not in words: a receipt needs the
 * order Open or In Progress, a return one that received something (In Progress or Closed); the same
 * party; each line a line of the order with its item, within what is pending (or was received). The
 * order's item names are read only when a line is refused.
 */
async function checkAgainst(
  tx: Executor,
  caller: Caller,
  against: DocumentAgainst,
  subject: {
    label: string;
    orderRow: Row;
    row: Row;
    lines: readonly LineRow[];
    orderLines: readonly OrderLine[];
    /** Who did the order lines already, read only to word a refusal. */
    doneBy: (ids: readonly number[]) => Promise<Map<number, string[]>>;
  },
  partyRole?: string,
): Promise<void> {
  const { label, orderRow, row, lines, orderLines } = subject;
  const status = orderRow.status as number;
  const fills = against.direction === 'fill';
  const allowed = against.finished ? [COMPLETED] : fills ? [OPEN, IN_PROGRESS] : [IN_PROGRESS, CLOSED];
  const field = against.headerField ?? `lines.0.${against.lineField}`;
  if (!allowed.some((candidate) => candidate === status))
    throw invalid(
      field,
      against.finished
        ? `${label} is ${statusLabel(status)}: only a completed one can be ${against.done ?? 'received'}.`
        : fills
          ? `${label} is ${statusLabel(status)}: nothing can be ${against.done ?? 'received'} against it.`
          : `${label} is ${statusLabel(status)}: nothing was received against it to return.`,
    );
  if (orderRow.partyId !== row.partyId)
    throw invalid(
      'partyId',
      `${label} was ${against.finished ? 'made for' : 'placed with'} another ${partyRole ?? 'supplier'}.`,
    );
  if (against.finished && String(row.date ?? '') < String(orderRow.date ?? ''))
    throw invalid('date', `It cannot be dated before ${label} of ${String(orderRow.date)}.`);
  const tolerance = await toleranceOf(tx, caller, against);
  if (receiptProblems(against, lines, orderLines, tolerance).length > 0)
    throw new ValidationFailure(
      receiptProblems(
        against,
        lines,
        await withNamesAndDoers(tx, caller, orderLines, subject.doneBy),
        tolerance,
      ),
    );
}

/**
 * Adds (sign 1) or takes back (sign -1) the document's quantities on its order's lines (a return the
 * other way round), and moves the order by its new progress: Open → In Progress → Closed as it fills, back
 * as a cancel or a return empties it. A completing document is checked first (`checkAgainst`). `closing`:
 * the quantities go to the order's `closedBy` field instead (an allocation's issue; decision 1004).
 * A document whose lines name their order lines alone (an invoice, decision 1402) fills each order they
 * belong to, in the order of their ids. Answers the (first) order as it was read.
 */
export async function fillOrder(
  tx: Executor,
  service: DocumentService,
  subject: Subject,
  sign: 1 | -1,
  closing = false,
): Promise<Row | null> {
  const against = subject.resource.def.against;
  if (!against) return null;
  const filled: Row[] = [];
  for (const [orderId, lines] of await ordersFilled(tx, service, against, subject, sign === 1 && !closing))
    filled.push(await fillOne(tx, service, { ...subject, lines }, { against, orderId, sign, closing }));
  return filled[0] ?? null;
}

/** `fillOrder` for one order and the document's lines that name its lines. */
async function fillOne(
  tx: Executor,
  service: DocumentService,
  subject: Subject,
  filling: { against: DocumentAgainst; orderId: number; sign: 1 | -1; closing: boolean },
): Promise<Row> {
  const { resource, caller, row, lines } = subject;
  const { against, orderId, sign, closing } = filling;
  const field = closing ? against.closedBy : against.progressField;
  if (field === undefined) throw new Error(`${resource.def.key} fills no closing field`);
  const {
    order,
    row: orderRow,
    rawLines,
    lines: orderLines,
  } = await orderOf(tx, service, against, caller, orderId);
  const label = `${order.label} ${String(orderRow.number ?? '')}`.trim();
  // A completing document is checked against its order; a cancel or an issue only moves what it did.
  if (sign === 1 && !closing)
    await checkAgainst(
      tx,
      caller,
      against,
      { label, orderRow, row, lines, orderLines, doneBy: (ids) => doneByOf(tx, subject, ids) },
      order.def.partyRole,
    );
  const step = (against.direction === 'fill' ? 1 : -1) * sign;
  // Each part (a receipt's used and wasted quantities) adds to its own progress field of the order line;
  // an issue adds the allocated quantity to the closing field alone.
  const parts = closing
    ? [{ quantityField: against.quantityField, progressField: field }]
    : againstParts(against);
  const progressAfter = rawLines.map((line) => ({ ...line }));
  for (const part of parts) {
    const column = order.lines.columns.find((c) => c.field === part.progressField)?.column;
    if (!column) throw new Error(`${order.key} has no ${part.progressField}`);
    const added = new Map<number, number>();
    for (const line of lines) {
      const id = Number(line[against.lineField]);
      added.set(id, (added.get(id) ?? 0) + step * Number(line[part.quantityField] ?? 0));
    }
    const filled = progressAfter.filter((candidate) => added.has(candidate.id));
    for (const line of filled)
      line[part.progressField] = Number(
        (Number(line[part.progressField] ?? 0) + (added.get(line.id) ?? 0)).toFixed(3),
      );
    // One statement for all the lines (a 50-line allocation fills 50 request lines).
    const values = sql.join(
      filled.map((line) => sql`(${line.id}::bigint, ${Number(line[part.progressField])}::numeric)`),
      sql`, `,
    );
    noteWrite(tx, order.lines.table);
    if (filled.length > 0)
      await tx.execute(
        sql`UPDATE ${ident(order.lines.table)} l SET ${ident(column)} = v.done
            FROM (VALUES ${values}) AS v (id, done) WHERE l.org_id = ${caller.orgId} AND l.id = v.id`,
      );
  }
  const after = orderLines.map((line) => {
    const filled: Record<string, unknown> = progressAfter.find((candidate) => candidate.id === line.id) ?? {};
    return {
      ...line,
      done: doneOf(against, filled),
      ...(against.closedBy === undefined ? {} : { closed: Number(filled[against.closedBy] ?? 0) }),
    };
  });
  await auditLines(tx, order, caller, orderId, rawLines, progressAfter);
  // A finished order (a dispatch billed) keeps its status; its lines carry what was done of them.
  if (against.finished) return orderRow;
  const action = step === 1 ? 'receive' : 'return';
  const moved = applyAction(action, orderRow.status as number, {
    statuses: order.def.statuses,
    progress: orderProgress(after),
  });
  if (!moved.ok) throw invalid(against.headerField ?? 'status', moved.reason);
  await writeStatus(tx, order, caller, { action, id: orderId, status: moved.to });
  return orderRow;
}
