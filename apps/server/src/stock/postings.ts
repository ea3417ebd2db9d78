import {
  documentPostings,
  packedLegs,
  transferLegs,
  type DocumentPosting,
  type StockPosting,
} from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import type { Movement } from './ledger.ts';
import type { ReservationClaim } from './ledger-types.ts';
import { configValues } from '../stores/sys-config.ts';
import type { Row } from '../stores/types.ts';
import type { LineRow } from '../documents/lines.ts';
import { pickLots, type PickedPosting } from './lot-picking.ts';
import { materialRef } from './ledger-materials.ts';
import { checkDepartmentPosting } from './departments.ts';
import { checkRollNumbers } from './roll-numbers.ts';
import { checkSameBranch } from './transfers.ts';
import { intoDepartmentTransit, outOfDepartmentTransit } from './department-flow.ts';
import { intoTransit, outOfTransit } from './transit.ts';
import { intoJobWorker, outOfJobWorker } from '../job-work/job-work.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { DocumentService } from '../documents/service.ts';

const LAB_TEST_INWARD = 'LAB_TEST_INWARD';
/** System config YES: what production makes comes in held for the lab (decision 1801). */
export const LAB_TEST_PRODUCTION = 'LAB_TEST_PRODUCTION';
export const isYes = (value: string | undefined): boolean => (value ?? '').toUpperCase() === 'YES';

/** The sales order whose reservations the document's lines going out take first (decision 1100). */
export const claimedOrder = (posting: DocumentPosting | undefined, row: Row): number | null => {
  const id = posting?.claimsOrder === undefined ? null : Number(row[posting.claimsOrder]);
  return id !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * The postings of a document's lines going out, taken from their places (decision 0884), before a
 * transfer's second leg: what an allocation reserves, and what a submit posts.
 */
export async function pickedOf(
  tx: Executor,
  caller: Caller,
  context: { service: DocumentService; resource: DocumentResource },
  row: Row,
  lines: readonly LineRow[],
): Promise<PickedPosting[]> {
  const posting = context.resource.def.posting;
  if (!posting) return [];
  const config = await configValues(tx, caller, [LAB_TEST_INWARD, LAB_TEST_PRODUCTION]);
  // A count sheet's lines are all of the stock area its header names (decision 1010).
  const { count } = context.resource.def;
  const placed = count ? lines.map((line) => ({ ...line, stockAreaId: row[count.areaField] })) : lines;
  const posted = documentPostings(posting, placed, {
    labTestInward: isYes(config.get(LAB_TEST_INWARD)),
    // What production makes waits for the lab (decision 1801).
    labTestProduction: isYes(config.get(LAB_TEST_PRODUCTION)),
  });
  // A count's adjustment moves exactly the place its line names, in or out (decision 1010).
  if (posting.direction === 'adjust') return posted;
  await checkDepartmentPosting(tx, caller, posting, { row, lines, postings: posted });
  const claimsFor = claimedOrder(posting, row);
  const picked = await pickLots(tx, caller, posted, {
    date: String(row.date ?? ''),
    takesHeld: posting.takesHeld === true,
    field: posting.quantityField,
    ...(claimsFor === null ? {} : { claimsFor }),
    // A dispatch's lines take parcels by their number, loose goods where they name none (decision 2200).
    parcels: posting.rollField !== undefined,
  });
  await checkRollNumbers(tx, caller, picked);
  if (posting.sameBranch) await checkSameBranch(tx, caller, picked);
  return picked;
}

/**
 * What a move posts: a submit's lines at once (`post`), or a two-step transfer's send into its in-between
 * place and its accept out of it (decision 1041).
 */
export type Step = 'post' | 'send' | 'accept';

/** The postings of a move, a transfer's in both legs: into and out of transit where it goes through it. */
export async function postingsOf(
  tx: Executor,
  caller: Caller,
  context: { service: DocumentService; resource: DocumentResource },
  subject: { row: Row; lines: readonly LineRow[]; step: Step },
): Promise<StockPosting[]> {
  const { row, lines, step } = subject;
  const posting = context.resource.def.posting;
  if (!posting) return [];
  if (step === 'accept') return outOfDepartmentTransit(tx, caller, context.service, row, lines);
  if (posting.fromJobWorker) return outOfJobWorker(tx, caller, context.service, posting, row, lines);
  const { fromTransit } = posting;
  if (fromTransit) {
    const transferId = Number(row[context.resource.def.against?.headerField ?? 'stockTransferId']);
    return outOfTransit(tx, caller, context.service, { ...posting, fromTransit }, lines, transferId);
  }
  const picked = await pickedOf(tx, caller, context, row, lines);
  if (posting.packs) return packedLegs(picked, lines, posting.packs.parcelField);
  if (posting.toTransit) return transferLegs(await intoTransit(tx, caller, context.service, row, picked));
  if (posting.toJobWorker) return transferLegs(await intoJobWorker(tx, caller, context.service, row, picked));
  return transferLegs(
    step === 'send' ? await intoDepartmentTransit(tx, caller, context.service, row, picked) : picked,
  );
}

/** The document's movements for the ledger: each posting at its line, named by the document. */
export function movementsFrom(
  postings: readonly StockPosting[],
  subject: { resource: DocumentResource; row: Row; lines: readonly LineRow[] },
  claims?: ReservationClaim,
): Movement[] {
  const { resource, row, lines } = subject;
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
      type: resource.def.key,
      id: row.id,
      number: String(row.number ?? ''),
      lineId: lines[p.lineIndex]?.id ?? null,
    },
    ...(claims && p.quantity < 0 ? { claims } : {}),
    ...(resource.def.posting?.refusedOn ? { refusedOn: resource.def.posting.refusedOn } : {}),
    // What a transfer brings in lands on its line's destination rack (decision 2356).
    ...(resource.def.posting?.toRackField && p.quantity > 0
      ? { rackField: resource.def.posting.toRackField }
      : {}),
  }));
}
