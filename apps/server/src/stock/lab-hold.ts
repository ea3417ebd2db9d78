// A lab test's own quality hold (issue 19 "a fail blocks it", decision 1222): a failed test holds what of its
// lot is available, a later pass releases what lab tests held; both through the one ledger, audited.
import { DOCUMENTS } from '@erp/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { auditLog, stockIdentity, stockLedger, stockMaterial, stockBalance } from '../db/schema.ts';
import { holdAvailable } from './expiry.ts';
import { lockMaterialsById } from './ledger-materials.ts';
import { heldBy, round3 } from './lab-held.ts';
import { release } from './lab-result.ts';
import type { Movement } from './ledger.ts';

/** The lab test whose verdict moves the lot: its ledger rows are the test's (line 0, the whole test). */
export interface LabTestRef {
  type: string;
  /** None for a hold or release made on the floor (decision 2342): its number and verdict row name it. */
  id: number | null;
  number: string;
  /** The verdict row the move is audited under. */
  resultId: number;
}

const documentOf = (test: LabTestRef): Movement['document'] => ({
  type: test.type,
  id: test.id,
  number: test.number,
  lineId: 0,
});

/** Writes the hold or release on the verdict's audit trail: the quantity held before and after. */
async function auditMove(tx: Executor, caller: Caller, test: LabTestRef, held: [number, number]) {
  await tx.insert(auditLog).values({
    orgId: caller.orgId,
    tableName: 'lab_result',
    recordId: test.resultId,
    action: 'update',
    staffId: caller.staffId,
    changes: { heldQuantity: held },
  });
}

/**
 * A failed lab test holds its lot: every available balance of the item under the lot number moves to held
 * at its place (movement HOLD, the expiry's mechanism), under the test. Answers the quantity held.
 */
export async function holdFailedLot(
  tx: Executor,
  caller: Caller,
  test: LabTestRef,
  lot: { itemId: number; lotNumber: string },
): Promise<number> {
  const ofItem = tx
    .select({ id: stockMaterial.id })
    .from(stockMaterial)
    .where(and(eq(stockMaterial.orgId, caller.orgId), eq(stockMaterial.itemId, lot.itemId)));
  const which = and(inArray(stockBalance.materialId, ofItem), eq(stockIdentity.lotNumber, lot.lotNumber));
  if (!which) throw new Error('no lot condition');
  const { quantity } = await holdAvailable(tx, caller, which, documentOf(test));
  const held = round3(quantity);
  if (held > 0) await auditMove(tx, caller, test, [0, held]);
  return held;
}

/**
 * The documents whose received stock waits for inspection whatever LAB_TEST_INWARD says: a credit note's sales
 * return (decision 1411); and those whose outputs wait for the lab with LAB_TEST_PRODUCTION YES: every
 * production document, and the daily entries bringing a batch's outputs in (decision 1801). A passing test of
 * the lot releases it.
 */
const INSPECTED = Object.values(DOCUMENTS)
  .filter(
    (document) =>
      document.posting?.holdsForInspection === true ||
      document.posting?.produces !== undefined ||
      document.entersBatch !== undefined,
  )
  .map((document) => document.key);

/**
 * What the documents held for inspection still hold of the lot, released under each document and line (so its
 * held rows net to nothing): the RELEASE pair, as an inward's lab result releases its lines. Answers the
 * quantity released.
 */
async function releaseInspected(
  tx: Executor,
  caller: Caller,
  lot: { itemId: number; lotNumber: string },
): Promise<number> {
  const ofLot = and(eq(stockMaterial.itemId, lot.itemId), eq(stockIdentity.lotNumber, lot.lotNumber));
  const documents = await tx
    .selectDistinct({
      type: stockLedger.documentType,
      id: stockLedger.documentId,
      number: stockLedger.documentNo,
    })
    .from(stockLedger)
    .innerJoin(stockBalance, eq(stockBalance.id, stockLedger.balanceId))
    .innerJoin(stockIdentity, eq(stockIdentity.id, stockBalance.identityId))
    .innerJoin(stockMaterial, eq(stockMaterial.id, stockBalance.materialId))
    .where(
      and(
        eq(stockLedger.orgId, caller.orgId),
        inArray(stockLedger.documentType, INSPECTED.length > 0 ? INSPECTED : ['']),
        eq(stockLedger.held, true),
        ofLot,
      ),
    );
  let released = 0;
  for (const document of documents) {
    if (document.id === null) continue;
    const which = and(
      eq(stockLedger.documentType, document.type),
      eq(stockLedger.documentId, document.id),
      ofLot,
    );
    for (const place of await heldBy(tx, caller, which)) {
      await release(tx, caller, [place], { ...document, id: document.id, lineId: place.lineId });
      released = round3(released + place.held);
    }
  }
  return released;
}

/**
 * A passing lab test releases what earlier lab tests held of its lot (their HOLD rows less the releases
 * since, never above the balance now), the RELEASE pair at each place under this test, and what documents
 * held for inspection (decision 1411) under each of them. Answers the quantity released.
 */
export async function releaseLabHolds(
  tx: Executor,
  caller: Caller,
  test: LabTestRef,
  lot: { itemId: number; lotNumber: string },
): Promise<number> {
  // Locked before the read, as every posting locks them, so what is read held is exact.
  const materials = await tx
    .select({ id: stockMaterial.id })
    .from(stockMaterial)
    .where(and(eq(stockMaterial.orgId, caller.orgId), eq(stockMaterial.itemId, lot.itemId)));
  await lockMaterialsById(
    tx,
    caller,
    materials.map((material) => material.id),
  );
  const places = await heldBy(
    tx,
    caller,
    and(
      eq(stockLedger.documentType, test.type),
      eq(stockMaterial.itemId, lot.itemId),
      eq(stockIdentity.lotNumber, lot.lotNumber),
    ),
  );
  if (places.length > 0) await release(tx, caller, places, documentOf(test));
  const released = round3(
    places.reduce((sum, place) => sum + place.held, 0) + (await releaseInspected(tx, caller, lot)),
  );
  if (released > 0) await auditMove(tx, caller, test, [released, 0]);
  return released;
}
