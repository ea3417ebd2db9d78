import { DOCUMENT_STATUS, transferLegs } from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { postMovements, reverseDocument, type Movement } from '../stock/ledger.ts';
import type { Row } from '../stores/types.ts';
import type { LineRow } from './lines.ts';
import { fillOrder } from './order-fill.ts';
import { UNSUBMITTED, movementsFrom, pickedOf } from './postings.ts';
import { applyReservations } from './reservations.ts';
import type { DocumentResource } from './resource.ts';
import type { DocumentService } from './service.ts';
import { checkVendorCodes } from './vendor-codes.ts';

/** The document's movements for the ledger, a transfer's lines in two legs. */
async function movementsOf(
  tx: Executor,
  caller: Caller,
  context: { service: DocumentService; resource: DocumentResource },
  row: Row,
  lines: readonly LineRow[],
): Promise<Movement[]> {
  const postings = await pickedOf(tx, caller, context, row, lines);
  // A validation's postings out of transit come in their legs already.
  const legs = context.resource.def.posting?.fromTransit ? postings : transferLegs(postings);
  return movementsFrom(legs, { resource: context.resource, row, lines });
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
  if (resource.def.posting.reserves) {
    await applyReservations(tx, service, { resource, caller, row, lines }, { from, to });
    return;
  }
  // The order before the stock, both ways: a cancel and a submit against one order lock in the same order.
  if (!UNSUBMITTED.has(from) && to === DOCUMENT_STATUS.CANCELLED) {
    await fillOrder(tx, service, { resource, caller, row, lines }, -1);
    await reverseDocument(tx, caller, { type: resource.def.key, id: row.id }, String(row.number ?? ''));
  } else if (UNSUBMITTED.has(from) && !UNSUBMITTED.has(to) && to !== DOCUMENT_STATUS.CANCELLED) {
    await checkVendorCodes(tx, caller, resource, row, lines);
    await fillOrder(tx, service, { resource, caller, row, lines }, 1);
    await postMovements(tx, caller, await movementsOf(tx, caller, { service, resource }, row, lines));
  }
}
