import { DOCUMENT_STATUS, postsFor } from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { postMovements, reverseDocument, type Movement } from './ledger.ts';
import type { Row } from '../stores/types.ts';
import type { LineRow } from '../documents/lines.ts';
import { fillOrder } from '../documents/order-fill.ts';
import { claimedOrder, movementsFrom, postingsOf, type Step } from './postings.ts';
import { checkOrderLinks } from '../dispatch/dispatch-flow.ts';
import { checkRequestingDepartment } from './po-department.ts';
import { fillProduced } from '../production/order-produced.ts';
import { postProduction } from '../production/batch-posting.ts';
import { applyReservations } from './reservations.ts';
import { UNSUBMITTED } from '../documents/registry.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { Current, DocumentService } from '../documents/service.ts';
import { checkShipping } from '../dispatch/shipping.ts';
import { completeOverDays } from '../production/batch-totals.ts';
import { checkVendorCodes } from './vendor-codes.ts';

/** The document's movements for the ledger of a move (decision 1041's steps). */
async function movementsOf(
  tx: Executor,
  caller: Caller,
  context: { service: DocumentService; resource: DocumentResource },
  subject: { row: Row; lines: readonly LineRow[]; step: Step },
): Promise<Movement[]> {
  const postings = await postingsOf(tx, caller, context, subject);
  // A dispatch for a sales order takes the order's reservations first (decision 1004).
  const salesOrderId = claimedOrder(context.resource.def.posting, subject.row);
  const claims = salesOrderId === null ? undefined : { salesOrderId };
  return movementsFrom(postings, { resource: context.resource, ...subject }, claims);
}

/**
 * What a stock document does as it moves (decision 0881): on completing (a submit, or the last approval)
 * it fills its order and posts its movements through the one ledger; a two-step transfer posts as it is
 * sent and again as it is accepted (decision 1041); a document that reserves does its own (decision
 * 1004); a cancel out of a submitted status posts the reverse of what it posted and takes its quantities
 * off the order. All in the caller's transaction.
 */
export async function applyStockEffects(
  tx: Executor,
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  change: { row: Row; lines: readonly LineRow[]; looked?: Current['looked']; from: number; to: number },
): Promise<void> {
  const { row, lines, from, to } = change;
  const { posting, twoStepConfig } = resource.def;
  const cancels = !UNSUBMITTED.has(from) && to === DOCUMENT_STATUS.CANCELLED;
  const completes = UNSUBMITTED.has(from) && !UNSUBMITTED.has(to) && to !== DOCUMENT_STATUS.CANCELLED;
  // A document that moves no stock may still fill its orders (an invoice bills dispatches, decision 1402).
  if (!posting) {
    if (cancels || completes)
      await fillOrder(tx, service, { resource, caller, row, lines }, cancels ? -1 : 1);
    return;
  }
  // A credit note posts only its sales return (decision 1411).
  if (!postsFor(posting, row)) return;
  if (posting.reserves) {
    await applyReservations(tx, service, { resource, caller, row, lines }, { from, to });
    return;
  }
  const context = { service, resource };
  // The order before the stock, both ways: a cancel and a submit against one order lock in the same order.
  if (cancels) {
    await fillOrder(tx, service, { resource, caller, row, lines }, -1);
    await fillProduced(tx, service, caller, { resource, row, lines }, -1);
    await reverseDocument(tx, caller, { type: resource.def.key, id: row.id }, String(row.number ?? ''));
  } else if (completes) {
    await checkVendorCodes(tx, caller, resource, row, lines);
    if (resource.def.lines.fields.some((field) => field.key === 'salesOrderId'))
      await checkOrderLinks(tx, caller, lines);
    await checkRequestingDepartment(tx, caller, resource, row, lines);
    await checkShipping(tx, caller, resource, row, lines);
    await fillOrder(tx, service, { resource, caller, row, lines }, 1);
    // A batch posts its inputs, then its outputs at the inputs' value (decision 1101).
    // Its lines' lookups as read with them weigh its process loss (decision 1802).
    if (posting.produces) return postProduction(tx, caller, context, { row, lines, looked: change.looked });
    const step = twoStepConfig !== undefined && to === DOCUMENT_STATUS.OPEN ? 'send' : 'post';
    await postMovements(tx, caller, await movementsOf(tx, caller, context, { row, lines, step }));
  } else if (
    posting.produces?.overDays &&
    from === DOCUMENT_STATUS.OPEN &&
    to === DOCUMENT_STATUS.COMPLETED
  ) {
    // A batch running over days closes with its process loss written (decision 1300).
    await completeOverDays(tx, service, caller, { resource, row, lines });
  } else if (
    twoStepConfig !== undefined &&
    from === DOCUMENT_STATUS.OPEN &&
    to === DOCUMENT_STATUS.COMPLETED
  ) {
    await postMovements(tx, caller, await movementsOf(tx, caller, context, { row, lines, step: 'accept' }));
  }
}
