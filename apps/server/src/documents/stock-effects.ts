import {
  DOCUMENT_STATUS,
  applyAction,
  documentPostings,
  orderProgress,
  receiptProblems,
  statusLabel,
  transferLegs,
  type DocumentAgainst,
  type MaterialKind,
  type OrderLine,
  type StockPosting,
} from '@erp/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import type { Executor } from '../db/client.ts';
import { item, uom } from '../db/schema.ts';
import { postMovements, reverseDocument, type MaterialRef, type Movement } from '../stock/ledger.ts';
import { configValues } from '../stores/sys-config.ts';
import type { Row } from '../stores/types.ts';
import { ident } from '../stores/sql.ts';
import { auditLines, type LineRow } from './lines.ts';
import { pickLots } from './lot-picking.ts';
import { checkRollNumbers } from './roll-numbers.ts';
import { checkSameBranch } from './transfers.ts';
import { intoTransit, outOfTransit } from './transit.ts';
import type { DocumentResource } from './resource.ts';
import { invalid, type DocumentService } from './service.ts';
import { writeStatus } from './status-write.ts';
import { checkVendorCodes } from './vendor-codes.ts';

const LAB_TEST_INWARD = 'LAB_TEST_INWARD';

/** The ledger's reference to a material of a kind (decision 0901). */
const materialRef = (kind: MaterialKind, id: number): MaterialRef =>
  kind === 'item' ? { itemId: id } : kind === 'packing' ? { packingId: id } : { supportingMaterialId: id };

/** The postings of a completed document: its lines', each line going out taken from its places (decision 0884). */
async function postingsOf(
  tx: Executor,
  caller: Caller,
  context: { service: DocumentService; resource: DocumentResource },
  row: Row,
  lines: readonly LineRow[],
): Promise<StockPosting[]> {
  const posting = context.resource.def.posting;
  if (!posting) return [];
  const { fromTransit } = posting;
  if (fromTransit) {
    const transferId = Number(row[context.resource.def.against?.headerField ?? 'stockTransferId']);
    return outOfTransit(tx, caller, context.service, { ...posting, fromTransit }, lines, transferId);
  }
  const config = await configValues(tx, caller, [LAB_TEST_INWARD]);
  const posted = documentPostings(posting, lines, {
    labTestInward: (config.get(LAB_TEST_INWARD) ?? '').toUpperCase() === 'YES',
  });
  const picked = await pickLots(tx, caller, posted, {
    date: String(row.date ?? ''),
    takesHeld: posting.takesHeld === true,
  });
  await checkRollNumbers(tx, caller, picked);
  if (posting.sameBranch) await checkSameBranch(tx, caller, picked);
  return transferLegs(
    posting.toTransit ? await intoTransit(tx, caller, context.service, row, picked) : picked,
  );
}

/** The document's movements for the ledger: each posting at its line, named by the document. */
async function movementsOf(
  tx: Executor,
  caller: Caller,
  context: { service: DocumentService; resource: DocumentResource },
  row: Row,
  lines: readonly LineRow[],
): Promise<Movement[]> {
  const postings = await postingsOf(tx, caller, context, row, lines);
  return postings.map((p) => ({
    identity: {
      material: materialRef(p.material, p.materialId),
      lotNumber: p.lotNumber,
      rollNumber: p.rollNumber,
      packingTypeId: p.packingTypeId,
      manufacturedOn: p.manufacturedOn,
      expiresOn: p.expiresOn,
    },
    stockAreaId: p.stockAreaId,
    rackId: p.rackId,
    held: p.held,
    quantity: p.quantity,
    rate: p.rate,
    movement: p.movement,
    lineIndex: p.lineIndex,
    document: {
      type: context.resource.def.key,
      id: row.id,
      number: String(row.number ?? ''),
      lineId: lines[p.lineIndex]?.id ?? null,
    },
  }));
}

/** The order a document fills, its lines with what is done of them, their item names and units. */
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
  const ids = [...new Set(current.lines.map((line) => Number(line.itemId)))];
  const names = await tx
    .select({ id: item.id, name: item.name, uomName: uom.name, decimals: uom.decimals })
    .from(item)
    .leftJoin(uom, and(eq(uom.orgId, item.orgId), eq(uom.id, item.uomId)))
    .where(and(eq(item.orgId, caller.orgId), inArray(item.id, ids.length > 0 ? ids : [0])));
  const byItem = new Map(names.map((name) => [name.id, name]));
  const lines: OrderLine[] = current.lines.map((line) => {
    const named = byItem.get(Number(line.itemId));
    return {
      id: line.id,
      itemId: Number(line.itemId),
      quantity: Number(line.quantity ?? 0),
      done: Number(line[against.progressField] ?? 0),
      itemName: named?.name ?? null,
      uomName: named?.uomName ?? null,
      uomDecimals: named?.decimals ?? null,
    };
  });
  return { order, row: current.row, rawLines: current.lines, lines };
}

const { OPEN, IN_PROGRESS, CLOSED } = DOCUMENT_STATUS;

/** The percent an order line may be exceeded by (system config; absent or not a number: 0). */
async function toleranceOf(tx: Executor, caller: Caller, against: DocumentAgainst): Promise<number> {
  const key = against.tolerance;
  if (key === undefined) return 0;
  const tolerance = Number((await configValues(tx, caller, [key])).get(key) ?? 0);
  return Number.isFinite(tolerance) ? tolerance : 0;
}

/**
 * Whether the document may be completed against its order, or why not in words: a receipt needs the
 * order Open or In Progress, a return one that received something (In Progress or Closed); the same
 * party; each line a line of the order with its item, within what is pending (or was received).
 */
function checkAgainst(
  against: DocumentAgainst,
  subject: {
    label: string;
    orderRow: Row;
    row: Row;
    lines: readonly LineRow[];
    orderLines: readonly OrderLine[];
  },
  tolerance: number,
): void {
  const { label, orderRow, row, lines, orderLines } = subject;
  const status = orderRow.status as number;
  const fills = against.direction === 'fill';
  const allowed = fills ? [OPEN, IN_PROGRESS] : [IN_PROGRESS, CLOSED];
  if (!allowed.some((candidate) => candidate === status))
    throw invalid(
      against.headerField,
      fills
        ? `${label} is ${statusLabel(status)}: nothing can be received against it.`
        : `${label} is ${statusLabel(status)}: nothing was received against it to return.`,
    );
  if (orderRow.partyId !== row.partyId)
    throw invalid('partyId', `${label} was placed with another supplier.`);
  const problems = receiptProblems(against, lines, orderLines, tolerance);
  if (problems.length > 0) throw new ValidationFailure(problems);
}

/**
 * Adds (sign 1) or takes back (sign -1) the document's quantities on its order's lines (a return the
 * other way round), and moves the
 * order by its new progress: Open → In Progress → Closed as it fills, back as a cancel or a return
 * empties it. A completing document is checked first (`checkAgainst`).
 */
async function fillOrder(
  tx: Executor,
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  row: Row,
  lines: readonly LineRow[],
  sign: 1 | -1,
): Promise<void> {
  const against = resource.def.against;
  if (!against) return;
  const orderId = Number(row[against.headerField]);
  const {
    order,
    row: orderRow,
    rawLines,
    lines: orderLines,
  } = await orderOf(tx, service, against, caller, orderId);
  const label = `${order.label} ${String(orderRow.number ?? '')}`.trim();
  // A completing document is checked against its order; a cancel only gives back what it did.
  if (sign === 1)
    checkAgainst(
      against,
      { label, orderRow, row, lines, orderLines },
      await toleranceOf(tx, caller, against),
    );
  const step = (against.direction === 'fill' ? 1 : -1) * sign;
  const added = new Map<number, number>();
  for (const line of lines) {
    const id = Number(line[against.lineField]);
    added.set(id, (added.get(id) ?? 0) + step * Number(line[against.quantityField] ?? 0));
  }
  const after = orderLines.map((line) => ({
    ...line,
    done: Number((line.done + (added.get(line.id) ?? 0)).toFixed(3)),
  }));
  const column = order.lines.columns.find((c) => c.field === against.progressField)?.column;
  if (!column) throw new Error(`${order.key} has no ${against.progressField}`);
  for (const line of after.filter((candidate) => added.has(candidate.id)))
    await tx.execute(
      sql`UPDATE ${ident(order.lines.table)} l SET ${ident(column)} = ${line.done}
          WHERE l.org_id = ${caller.orgId} AND l.id = ${line.id}`,
    );
  const action = step === 1 ? 'receive' : 'return';
  const moved = applyAction(action, orderRow.status as number, {
    statuses: order.def.statuses,
    progress: orderProgress(after),
  });
  if (!moved.ok) throw invalid(against.headerField, moved.reason);
  await writeStatus(tx, order, caller, { action, id: orderId, status: moved.to });
  const progressAfter = rawLines.map((line) => ({
    ...line,
    [against.progressField]:
      after.find((candidate) => candidate.id === line.id)?.done ?? line[against.progressField],
  }));
  await auditLines(tx, order, caller, orderId, rawLines, progressAfter);
}

/**
 * What a stock document does as it moves (decision 0881): on completing (a submit, or the last approval)
 * it fills its order and posts its movements through the one ledger; a cancel out of Completed posts the
 * reverse of what it posted and takes its quantities off the order. All in the caller's transaction.
 */
export async function applyStockEffects(
  tx: Executor,
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  change: { row: Row; lines: readonly LineRow[]; from: number; to: number },
): Promise<void> {
  const { row, lines, from, to } = change;
  if (!resource.def.posting) return;
  // The order before the stock, both ways: a cancel and a submit against one order lock in the same order.
  if (!UNSUBMITTED.has(from) && to === DOCUMENT_STATUS.CANCELLED) {
    await fillOrder(tx, service, resource, caller, row, lines, -1);
    await reverseDocument(tx, caller, { type: resource.def.key, id: row.id }, String(row.number ?? ''));
  } else if (UNSUBMITTED.has(from) && !UNSUBMITTED.has(to) && to !== DOCUMENT_STATUS.CANCELLED) {
    await checkVendorCodes(tx, caller, resource, row, lines);
    await fillOrder(tx, service, resource, caller, row, lines, 1);
    await postMovements(tx, caller, await movementsOf(tx, caller, { service, resource }, row, lines));
  }
}

/** A document posts as it leaves these (Completed, or Open in transit) and reverses when cancelled after. */
const UNSUBMITTED: ReadonlySet<number> = new Set([DOCUMENT_STATUS.DRAFT, DOCUMENT_STATUS.PENDING_APPROVAL]);
