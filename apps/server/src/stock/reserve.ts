import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { stockBalance, stockReservation } from '../db/schema.ts';
import { refusal, round, shortMessage } from './ledger-compute.ts';
import { identityKey } from './ledger-identities.ts';
import { lockMaterials, lockMaterialsById, materialKey } from './ledger-materials.ts';
import { areasById, lockBalancesById, lockPlacesOf } from './ledger-places.ts';
import { placeKey, type Movement, type StockIdentity } from './ledger-types.ts';
import { writeBalances } from './ledger-write.ts';

/** Stock to reserve at an available place for a document's line (decision 1004). */
export interface Reservation {
  identity: StockIdentity;
  stockAreaId: number;
  rackId: number | null;
  /** Positive, in the material's primary unit. */
  quantity: number;
  document: { type: string; id: number; number: string; lineId: number | null };
  /** The sales order it serves, whose production or dispatch takes it (issue 19). */
  salesOrderId: number | null;
  /** The document line it reserves for: a refusal names `lines.<lineIndex>.quantity`. */
  lineIndex?: number;
  /**
   * The balance row lot picking took it from (`pickLots`), read in the statement that locked its material:
   * locked by its id, its identity not looked up again (decision 2389).
   */
  balanceId?: number;
}

/**
 * Reserves stock for a document in the caller's transaction (issue 18: "the ledger function checks balance
 * minus reserved under the same row lock it already takes"): the materials locked, then the balance rows,
 * as every posting locks them; each place's free stock (quantity − reserved) must cover what is asked, or
 * the whole is refused in the ledger's words.
 */
export async function reserveStock(
  tx: Executor,
  caller: Caller,
  reservations: readonly Reservation[],
): Promise<void> {
  if (reservations.length === 0) return;
  const materials = await lockMaterials(
    tx,
    caller,
    reservations.map((r) => r.identity.material),
    reservations.map((r) => r.stockAreaId),
  );
  const movements = reservations.map((r): Movement => ({
    identity: r.identity,
    stockAreaId: r.stockAreaId,
    rackId: r.rackId,
    quantity: -r.quantity,
    movement: 'RESERVE',
    document: r.document,
    ...(r.lineIndex === undefined ? {} : { lineIndex: r.lineIndex }),
  }));
  const areas = await areasById(
    tx,
    caller,
    movements.map((m) => m.stockAreaId),
  );
  const placed = movements.map((movement) => {
    const material = materials.get(materialKey(movement.identity.material));
    if (!material) throw refusal(movement, 'The item was not found.', 'itemId');
    const area = areas.get(movement.stockAreaId);
    if (!area) throw refusal(movement, 'The stock area was not found.', 'stockAreaId');
    return { movement, material, materialId: material.id, area };
  });
  const picked = await lockBalancesById(
    tx,
    caller,
    reservations.flatMap((r) => (r.balanceId === undefined ? [] : [r.balanceId])),
  );
  const { balances, identities } = await lockPlacesOf(
    tx,
    caller,
    placed.flatMap((p, index) =>
      reservations[index]?.balanceId === undefined
        ? [
            {
              identity: p.movement.identity,
              materialId: p.materialId,
              area: p.area,
              rackId: p.movement.rackId ?? null,
              held: false,
            },
          ]
        : [],
    ),
  );
  for (const { identity, ...balance } of picked.values())
    balances.set(placeKey(identity.id, balance.stockAreaId, balance.rackId, balance.held), balance);
  /** The place a reservation takes from, locked: the one picked, or its identity's free place in its area. */
  const placeOf = (p: (typeof placed)[number], index: number) => {
    const balanceId = reservations[index]?.balanceId;
    const row = balanceId === undefined ? undefined : picked.get(balanceId);
    const identity = row ? row.identity : identities.get(identityKey(p.materialId, p.movement.identity));
    const balance = identity && balances.get(placeKey(identity.id, p.area.id, p.movement.rackId, false));
    if (!identity || !balance) throw new Error('a balance row was not locked');
    if (balanceId !== undefined && (balance.id !== balanceId || identity.materialId !== p.materialId))
      throw new Error("a picked place is not the reservation's");
    return { identity, balance };
  };
  const rows = placed.map((p, index) => {
    const { identity, balance } = placeOf(p, index);
    const asked = round(-p.movement.quantity, 3);
    const free = round(balance.quantity - balance.reserved, 3);
    if (asked > free) {
      const step = { ...p, identity, rack: null, balance };
      throw refusal(p.movement, shortMessage(step, Math.max(0, free), asked, { quantity: 0, held: 0 }));
    }
    balance.reserved = round(balance.reserved + asked, 3);
    const { document } = reservations[index] as Reservation;
    return {
      orgId: caller.orgId,
      balanceId: balance.id,
      documentType: document.type,
      documentId: document.id,
      lineId: document.lineId,
      salesOrderId: (reservations[index] as Reservation).salesOrderId,
      quantity: asked,
      createdBy: caller.staffId,
    };
  });
  await writeBalances(tx, caller, [...balances.values()]);
  await tx.insert(stockReservation).values(rows);
}

/**
 * Gives back what a document reserved (its cancel): its materials locked, then its balance rows, the
 * balances' reserved lowered and the document's rows gone. Answers how much was released.
 */
export async function releaseReserved(
  tx: Executor,
  caller: Caller,
  document: { type: string; id: number },
): Promise<number> {
  const ofDocument = and(
    eq(stockReservation.orgId, caller.orgId),
    eq(stockReservation.documentType, document.type),
    eq(stockReservation.documentId, document.id),
  );
  const held = await tx
    .select({ balanceId: stockReservation.balanceId, materialId: stockBalance.materialId })
    .from(stockReservation)
    .innerJoin(
      stockBalance,
      and(eq(stockBalance.orgId, stockReservation.orgId), eq(stockBalance.id, stockReservation.balanceId)),
    )
    .where(ofDocument);
  if (held.length === 0) return 0;
  await lockMaterialsById(
    tx,
    caller,
    held.map((row) => row.materialId),
  );
  await tx
    .select({ id: stockBalance.id })
    .from(stockBalance)
    .where(
      and(
        eq(stockBalance.orgId, caller.orgId),
        inArray(
          stockBalance.id,
          held.map((row) => row.balanceId),
        ),
      ),
    )
    .orderBy(asc(stockBalance.id))
    .for('update');
  const released = await queryRows<{ quantity: string }>(
    tx,
    sql`WITH gone AS (
          DELETE FROM stock_reservation r
          WHERE r.org_id = ${caller.orgId} AND r.document_type = ${document.type} AND r.document_id = ${document.id}
          RETURNING r.balance_id, r.quantity),
        sums AS (SELECT balance_id, sum(quantity) AS quantity FROM gone GROUP BY balance_id),
        lowered AS (
          UPDATE stock_balance b SET reserved = b.reserved - s.quantity, version = b.version + 1,
                 updated_by = ${caller.staffId}, updated_at = now()
          FROM sums s WHERE b.org_id = ${caller.orgId} AND b.id = s.balance_id
          RETURNING s.quantity)
        SELECT coalesce(sum(quantity), 0)::text AS quantity FROM lowered`,
  );
  return Number(released[0]?.quantity ?? 0);
}
