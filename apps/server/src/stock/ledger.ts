import { RESPONSE_CODES } from '@erp/domain';
import { and, desc, eq, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { stockLedger } from '../db/schema.ts';
import type { Caller } from '../core/caller.ts';
import { today } from '../core/today.ts';
import { AppError } from '../core/errors.ts';
import { computeRows, refusal, round, type Step } from './ledger-compute.ts';
import { ensureIdentities, identitiesById, identityKey } from './ledger-identities.ts';
import {
  MATERIAL_WORDS,
  lockMaterials,
  lockMaterialsById,
  materialKey,
  materialOf,
  materialRef,
} from './ledger-materials.ts';
import { areaKey, areasById, lockBalances, lockPlacesOf, racksById, rackRefused } from './ledger-places.ts';
import { reservationsOf, writeReservations } from './ledger-reservations.ts';
import {
  placeKey,
  type Alongside,
  type IdentityRow,
  type MaterialRef,
  type MaterialRow,
  type Movement,
  type PostedMovement,
  type Resolved,
  type StockIdentity,
} from './ledger-types.ts';
import { writeAlongside, writePosting } from './ledger-write.ts';

export type { MaterialRef, Movement, PostedMovement, StockIdentity } from './ledger-types.ts';

const identityOf = (material: MaterialRow, row: IdentityRow): StockIdentity => ({
  material: materialRef(material.kind, material.refId),
  lotNumber: row.lotNumber,
  rollNumber: row.rollNumber,
  packingTypeId: row.packingTypeId,
  manufacturedOn: row.manufacturedOn,
  expiresOn: row.expiresOn,
  secondaryFactor: row.secondaryFactor,
});

/** An item, supporting material or packing type that is not the caller's (or nothing): on its line's field. */
function missingMaterial(ref: MaterialRef, movement?: Movement): AppError {
  const { kind } = materialOf(ref);
  const message = `The ${MATERIAL_WORDS[kind]} was not found.`;
  return movement
    ? refusal(movement, message, kind === 'item' ? 'itemId' : `${kind}Id`)
    : new AppError(RESPONSE_CODES.VALIDATION_FAILED, message);
}

/** Refuses a movement that cannot be posted at all: no quantity, or a negative rate. */
function checkShape(movement: Movement): void {
  if (!Number.isFinite(movement.quantity) || round(movement.quantity, 3) === 0) {
    throw refusal(movement, 'The quantity must be a number other than zero.');
  }
  if (movement.rate !== undefined && movement.rate !== null && !(movement.rate >= 0)) {
    throw refusal(movement, 'The rate must not be negative.', 'rate');
  }
}

/** A line's rack that stock will land on later, in its stock area: an allocation's Issue To rack (decision 2366). */
export interface Landing {
  stockAreaId: number;
  rackId: number;
  lineIndex: number;
  areaField: string;
  rackField: string;
}

/**
 * Refuses, before anything lands there, a line's rack that is not ours or not of its stock area, in the words and
 * on the field the posting would refuse it with: an allocation's submit, which reserves and moves nothing in yet.
 */
export async function checkLandings(
  tx: Executor,
  caller: Caller,
  landings: readonly Landing[],
): Promise<void> {
  if (landings.length === 0) return;
  const areas = await areasById(
    tx,
    caller,
    landings.map((landing) => landing.stockAreaId),
  );
  const racks = await racksById(
    tx,
    caller,
    landings.map((landing) => landing.rackId),
  );
  for (const landing of landings) {
    const area = areas.get(landing.stockAreaId);
    if (!area) throw refusal(landing, 'The stock area was not found.', landing.areaField);
    const rack = racks.get(landing.rackId);
    const refused = rack ? rackRefused(rack, area) : 'The rack was not found.';
    if (refused) throw refusal(landing, refused, landing.rackField);
  }
}

/** A movement to post, of a locked material: with its identity row (a reverse's), or to find or make it. */
interface Subject {
  movement: Movement;
  materialId: number;
  identity?: IdentityRow;
  reverses?: Resolved['reverses'];
}

/**
 * Posts movements with their materials locked: the stock areas and racks read (a rack must be in its stock
 * area's location), the identities found or made with the balance rows made and locked (decision 2387), the
 * rows computed and written.
 */
async function post(
  tx: Executor,
  caller: Caller,
  materials: ReadonlyMap<number, MaterialRow>,
  subjects: readonly Subject[],
  rated?: RatedAfter,
): Promise<PostedMovement[]> {
  const areas = await areasById(
    tx,
    caller,
    subjects.map((r) => r.movement.stockAreaId),
  );
  const racks = await racksById(
    tx,
    caller,
    subjects.flatMap((r) => (r.movement.rackId ? [r.movement.rackId] : [])),
  );
  const placed = subjects.map((r) => {
    const { movement } = r;
    const area = areas.get(movement.stockAreaId);
    if (!area) throw refusal(movement, 'The stock area was not found.', 'stockAreaId');
    const rack = movement.rackId ? racks.get(movement.rackId) : null;
    const rackField = movement.rackField ?? 'rackId';
    if (rack === undefined) throw refusal(movement, 'The rack was not found.', rackField);
    const refused = rack ? rackRefused(rack, area) : null;
    if (refused) throw refusal(movement, refused, rackField);
    const material = materials.get(r.materialId);
    if (!material) throw new Error(`material ${r.materialId} was not locked`);
    return { ...r, material, area, rack };
  });
  const placeOf = (p: (typeof placed)[number]) => ({
    materialId: p.material.id,
    area: p.area,
    rackId: p.rack?.id ?? null,
    held: p.movement.held === true,
  });
  // A reverse's identities are known; a posting's are found or made with their places (decision 2387).
  const known = placed.flatMap((p) => (p.identity ? [{ ...placeOf(p), identityId: p.identity.id }] : []));
  const {
    balances,
    areas: areaSums,
    identities,
  } = known.length === placed.length
    ? { ...(await lockBalances(tx, caller, known, true)), identities: null }
    : await lockPlacesOf(
        tx,
        caller,
        placed.map((p) => ({ ...placeOf(p), identity: p.movement.identity })),
        true,
      );
  const resolved = placed.map((p) => {
    const identity = p.identity ?? identities?.get(identityKey(p.material.id, p.movement.identity));
    if (!identity) throw new Error('an identity was not made');
    return { ...p, identity };
  });
  const steps: Step[] = resolved.map((p) => {
    const balance = balances.get(placeKey(p.identity.id, p.area.id, p.rack?.id, p.movement.held));
    if (!balance) throw new Error('a balance row was not locked');
    return { ...p, balance };
  });
  const stateOf = (m: MaterialRow) => `${m.quantity}/${m.value}`;
  const stateBefore = new Map([...materials.values()].map((m) => [m.id, stateOf(m)]));
  // Read under the balances' locks, which every change of a place's reservations takes (decision 1004).
  const reservations = await reservationsOf(tx, caller, [...balances.values()]);
  const reservedRows = [...reservations.values()].flat();
  const reservedBefore = new Map(reservedRows.map((row) => [row.id, row.quantity]));
  const compute = (part: readonly Step[]) =>
    computeRows(part, areaSums, (s) => areaKey(s.material.id, s.area.id), today(), reservations);
  const later = rated?.movements.length ?? 0;
  const computed = compute(steps.slice(0, steps.length - later));
  let alongside: Alongside | null = null;
  if (rated) {
    // The state the first part left (balances, materials, areas) is the second part's start, as if posted apart.
    const rates = rated.rates(computed.map((row) => ({ ...row.step.movement, value: row.value })));
    const rest = steps.slice(steps.length - later).map((step, index) => {
      const movement = { ...step.movement, rate: rates[index] ?? 0 };
      checkShape(movement);
      return { ...step, movement };
    });
    computed.push(...compute(rest));
    alongside = rated.alongside?.(rates) ?? null;
  }
  // The materials whose quantity or value moved: every stocked row of theirs is valued anew (decision 0961).
  const revalued = [...materials.values()].filter((m) => stateBefore.get(m.id) !== stateOf(m));
  const ids = await writePosting(
    tx,
    caller,
    computed,
    [...balances.values()],
    [...materials.values()],
    new Set(revalued.map((m) => m.id)),
    alongside,
  );
  await writeReservations(tx, caller, reservedRows, reservedBefore);
  return computed.map((row, index) => ({
    ...row.step.movement,
    quantity: row.quantity,
    secondaryQuantity: row.secondaryQuantity,
    rate: row.rate,
    id: ids[index] ?? 0,
    balanceAfter: row.balanceAfter,
    value: row.value,
  }));
}

/**
 * Movements coming in after the others of a posting at rates that depend on what those took: a production
 * batch's outputs at its inputs' cost (decision 2380). Posted as if apart, after the others, but read and
 * written with them: one read of the places and one write for both.
 */
export interface RatedAfter {
  movements: readonly Movement[];
  /** Each of `movements`' rates, from the movements before them as worked out (values signed as quantities). */
  rates: (before: readonly (Movement & { value: number })[]) => readonly number[];
  /** The caller's writes of those rates (a batch's lines), made in the posting's write statement. */
  alongside?: (rates: readonly number[]) => Alongside | null;
}

/**
 * Posts movements in the caller's transaction (ARCHITECTURE "Stock", decisions 0900–0902), in their order;
 * then `rated`'s, at the rates it gives.
 * Locks in one fixed order: the material rows (by id), then the balance rows (by id); so postings of one
 * material run one after the other, and its quantity in a stock area, read after the lock, is exact. A
 * movement that would take a place below zero, or issue an expired lot as available, refuses the whole.
 */
export async function postMovements(
  tx: Executor,
  caller: Caller,
  first: readonly Movement[],
  rated?: RatedAfter,
): Promise<PostedMovement[]> {
  const movements = [...first, ...(rated?.movements ?? [])];
  if (movements.length === 0) {
    if (rated?.alongside) await writeAlongside(tx, rated.alongside(rated.rates([])));
    return [];
  }
  first.forEach(checkShape);
  const materials = await lockMaterials(
    tx,
    caller,
    movements.map((m) => m.identity.material),
    movements.map((m) => m.stockAreaId),
  );
  const subjects = movements.map((movement) => {
    const material = materials.get(materialKey(movement.identity.material));
    if (!material) throw missingMaterial(movement.identity.material, movement);
    return { movement, materialId: material.id };
  });
  const byId = new Map([...materials.values()].map((m) => [m.id, m]));
  return post(tx, caller, byId, subjects, rated);
}

/**
 * Posts the reverse of every ledger row of the document not yet reversed (a cancel), newest first, under
 * the document number `number`: each at its original's value, so that a cancel restores exactly.
 */
export async function reverseDocument(
  tx: Executor,
  caller: Caller,
  document: { type: string; id: number },
  number: string,
): Promise<PostedMovement[]> {
  const reversal = alias(stockLedger, 'reversal');
  const rows = await tx
    .select()
    .from(stockLedger)
    .where(
      and(
        eq(stockLedger.orgId, caller.orgId),
        eq(stockLedger.documentType, document.type),
        eq(stockLedger.documentId, document.id),
        isNull(stockLedger.reversesId),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(reversal)
            .where(and(eq(reversal.orgId, stockLedger.orgId), eq(reversal.reversesId, stockLedger.id))),
        ),
      ),
    )
    .orderBy(desc(stockLedger.id));
  if (rows.length === 0) return [];
  const materials = await lockMaterialsById(
    tx,
    caller,
    rows.map((row) => row.materialId),
  );
  const identities = await identitiesById(
    tx,
    caller,
    rows.map((row) => row.identityId),
  );
  return post(
    tx,
    caller,
    materials,
    rows.map((row): Subject => {
      const identity = identities.get(row.identityId);
      const material = materials.get(row.materialId);
      if (!identity || !material) throw new Error(`ledger row ${row.id} has no identity or material`);
      return {
        identity,
        materialId: material.id,
        reverses: { id: row.id, value: row.value },
        movement: {
          identity: identityOf(material, identity),
          stockAreaId: row.stockAreaId,
          rackId: row.rackId,
          held: row.held,
          quantity: -row.quantity,
          secondaryQuantity: -row.secondaryQuantity,
          rate: row.rate,
          movement: row.movement,
          document: { type: document.type, id: document.id, number, lineId: row.lineId },
        },
      };
    }),
  );
}

/** The identity's id, made on first use (the `chemical/itemTuple/getItemTupleId` call). */
export async function identityId(tx: Executor, caller: Caller, identity: StockIdentity): Promise<number> {
  const materials = await lockMaterials(tx, caller, [identity.material]);
  const material = materials.get(materialKey(identity.material));
  if (!material) throw missingMaterial(identity.material);
  const rows = await ensureIdentities(tx, caller, [{ materialId: material.id, identity }]);
  const row = rows.get(identityKey(material.id, identity));
  if (!row) throw new Error('the identity was not made');
  return row.id;
}
