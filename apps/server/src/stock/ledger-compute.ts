import { RESPONSE_CODES, formatDate, formatQuantity, formatUnitQuantity, roundHalfAway } from '@erp/domain';
import { AppError, ValidationFailure } from '../core/errors.ts';
import type { AreaQuantity } from './ledger-places.ts';
import type {
  AreaRow,
  BalanceRow,
  MaterialRow,
  Movement,
  RackRow,
  ReservationClaim,
  ReservationRow,
  Resolved,
} from './ledger-types.ts';

/** Half away from zero, to the decimals the columns keep (quantities 3, values 2, rates 4). */
export const round = roundHalfAway;

/** A movement that puts stock on hold takes expired lots too: that is where they belong. */
export const HOLD = 'HOLD';

/** Whether a reservation row is the claim's: the document's own, or the sales order's. */
const claimed = (row: ReservationRow, claim: ReservationClaim): boolean =>
  'salesOrderId' in claim
    ? row.salesOrderId === claim.salesOrderId
    : row.documentType === claim.document.type && row.documentId === claim.document.id;

/**
 * What a movement taking `wanted` out of a place takes out of its reservations (decision 1004), oldest
 * first, lowering the rows in place: its claim's, up to what it takes; and with `allOf` (a HOLD: expired
 * stock is nobody's), whatever the free stock (`free`) cannot give, from every reservation there.
 */
export function takeReserved(
  rows: readonly ReservationRow[],
  wanted: number,
  free: number,
  claim: ReservationClaim | undefined,
  allOf: boolean,
): number {
  let taken = 0;
  const take = (row: ReservationRow, limit: number) => {
    const part = Math.min(row.quantity, limit - taken);
    if (part <= 0) return;
    row.quantity = round(row.quantity - part, 3);
    taken = round(taken + part, 3);
  };
  if (claim) for (const row of rows) if (claimed(row, claim)) take(row, wanted);
  if (allOf) {
    const beyondFree = Math.max(0, round(wanted - taken - Math.max(0, free), 3));
    const limit = round(taken + beyondFree, 3);
    for (const row of rows) take(row, limit);
  }
  return taken;
}

/** One movement with everything its row needs: found, locked and read. */
export interface Step extends Resolved {
  material: MaterialRow;
  area: AreaRow;
  rack: RackRow | null;
  balance: BalanceRow;
}

/** A ledger row to insert, and the balance and material state after it. */
export interface Computed {
  step: Step;
  quantity: number;
  secondaryQuantity: number;
  rate: number;
  value: number;
  balanceAfter: number;
  areaQuantityAfter: number;
  materialQuantityAfter: number;
  materialValueAfter: number;
}

/** A refusal of one movement: on its line's quantity when it names a line. */
export function refusal(
  movement: Pick<Movement, 'lineIndex' | 'refusedOn'>,
  message: string,
  field = movement.refusedOn ?? 'quantity',
): AppError {
  return movement.lineIndex === undefined
    ? new AppError(RESPONSE_CODES.VALIDATION_FAILED, message)
    : new ValidationFailure([
        { field: `lines.${movement.lineIndex}.${field}`, code: RESPONSE_CODES.VALIDATION_FAILED, message },
      ]);
}

const shown = (value: number, material: MaterialRow): string =>
  formatUnitQuantity(value, { name: material.uom, decimals: material.decimals });

/** "PP Granules RP348", with its lot and roll when it has them. */
function whatText(step: Step): string {
  const { identity } = step;
  const lot = identity.lotNumber ? `, lot ${identity.lotNumber}` : '';
  const roll = identity.rollNumber ? `, roll ${identity.rollNumber}` : '';
  return `${step.material.name}${lot}${roll}`;
}

/**
 * "Only 8.000 kg of PP Granules RP348 in Raw Material Store; 10.000 kg asked" (issue 17); "… available in
 * Raw Material Store (500.000 kg held); …" when the area holds stock of the material this movement may not
 * take (a lab's hold: issue 38's walk saw "Only 0.000" beside stock on the shelf and no word why).
 */
export function shortMessage(step: Step, there: number, asked: number, area: AreaQuantity): string {
  const { movement, material, balance } = step;
  const unheld = !movement.held && area.held > 0;
  const where = movement.held ? 'held in' : unheld ? 'available in' : 'in';
  const rack = step.rack ? `, rack ${step.rack.name}` : '';
  const apart = [
    ...(balance.reserved > 0 ? [`${shown(balance.reserved, material)} reserved`] : []),
    ...(unheld ? [`${shown(area.held, material)} held`] : []),
  ];
  const aside = apart.length > 0 ? ` (${apart.join(', ')})` : '';
  return `Only ${shown(there, material)} of ${whatText(step)} ${where} ${step.area.name}${rack}${aside}; ${shown(asked, material)} asked`;
}

/** The identity's secondary quantity for this movement (see Movement.secondaryQuantity). */
function secondaryOf(
  step: Step,
  quantity: number,
  balanceQuantity: number,
  balanceSecondary: number,
): number {
  const { movement, identity } = step;
  const emptied = quantity < 0 && round(balanceQuantity + quantity, 3) === 0;
  const given = movement.secondaryQuantity;
  const secondary =
    given !== undefined && given !== null
      ? given
      : emptied
        ? -balanceSecondary
        : identity.secondaryFactor !== null
          ? quantity * identity.secondaryFactor
          : quantity < 0 && balanceQuantity > 0
            ? (balanceSecondary * quantity) / balanceQuantity
            : 0;
  const rounded = round(secondary, 3);
  if (round(balanceSecondary + rounded, 3) >= 0) return rounded;
  if (given !== undefined && given !== null) {
    throw refusal(
      movement,
      `Only ${formatQuantity(balanceSecondary, 3)} in the secondary unit of ${whatText(step)} in ${step.area.name}; ${formatQuantity(-rounded, 3)} asked`,
      'secondaryQuantity',
    );
  }
  return -balanceSecondary;
}

/** What a posting's steps took out of a material or a place's identity and have not yet brought back in. */
interface Taken {
  quantity: number;
  amount: number;
}

/** Adds what a leg going out took to its pool (`amount` its value, or its secondary quantity). */
function pool(pools: Map<number, Taken>, key: number, quantity: number, amount: number): void {
  const taken = pools.get(key) ?? { quantity: 0, amount: 0 };
  taken.quantity = round(taken.quantity + quantity, 3);
  taken.amount = round(taken.amount + amount, 3);
  pools.set(key, taken);
}

/**
 * What a leg coming in without a rate carries of its pool: the part of its quantity the posting took out
 * before it, and that part's share of the amount (all that is left for the last share, so nothing is lost
 * to rounding). Null when the pool holds nothing.
 */
function draw(
  pools: Map<number, Taken>,
  key: number,
  quantity: number,
  decimals: number,
): { part: number; amount: number } | null {
  const taken = pools.get(key);
  if (!taken || taken.quantity <= 0) return null;
  const part = Math.min(quantity, taken.quantity);
  const amount =
    part === taken.quantity ? taken.amount : round((taken.amount * part) / taken.quantity, decimals);
  taken.quantity = round(taken.quantity - part, 3);
  taken.amount = round(taken.amount - amount, decimals);
  return { part, amount };
}

/**
 * Computes the rows of `steps` in their order, from the locked state (changed in place, so that the caller
 * writes the state after the last). Valuation (decisions 0900, 1830): coming in at its rate (a reverse at its
 * original's value), going out at the material's organisation-wide moving average; a move (a transfer, a
 * hold, a release: legs going out, then legs coming in without a rate, in one posting) brings in what its
 * legs took out, value and secondary quantity, so it moves no value even when its out emptied the material;
 * a material whose quantity reaches zero has no value left. Stock never goes below zero; an expired lot is
 * not issued as available; what is reserved goes out only to whom it is reserved for (decision 1004).
 */
export function computeRows(
  steps: readonly Step[],
  areas: Map<string, AreaQuantity>,
  areaKeyOf: (step: Step) => string,
  today: string,
  reservations: ReadonlyMap<number, readonly ReservationRow[]>,
): Computed[] {
  // What the legs going out took, by material (value) and by identity (secondary quantity).
  const values = new Map<number, Taken>();
  const secondaries = new Map<number, Taken>();
  return steps.map((step) => {
    const { movement, material, balance, identity } = step;
    const quantity = round(movement.quantity, 3);
    const area = areas.get(areaKeyOf(step)) ?? { quantity: 0, held: 0 };
    if (quantity < 0 && !step.reverses && !movement.held && movement.movement !== HOLD) {
      if (identity.expiresOn !== null && identity.expiresOn < today) {
        throw refusal(
          movement,
          `Lot ${identity.lotNumber || '(none)'} of ${material.name} expired on ${formatDate(identity.expiresOn)}`,
        );
      }
    }
    const balanceAfter = round(balance.quantity + quantity, 3);
    if (balanceAfter < 0) throw refusal(movement, shortMessage(step, balance.quantity, -quantity, area));
    if (quantity < 0) {
      const free = round(balance.quantity - balance.reserved, 3);
      const rows = reservations.get(balance.id) ?? [];
      const taken = takeReserved(rows, -quantity, free, movement.claims, movement.movement === HOLD);
      if (round(-quantity - taken, 3) > free)
        throw refusal(movement, shortMessage(step, Math.max(0, free), -quantity, area));
      balance.reserved = round(balance.reserved - taken, 3);
    }
    // A move's leg coming in carries what its legs going out took; any other movement is valued as before.
    const moved = !step.reverses && quantity > 0 && (movement.rate ?? null) === null;
    const movedSecondary =
      moved && (movement.secondaryQuantity ?? null) === null
        ? draw(secondaries, identity.id, quantity, 3)
        : null;
    const secondaryQuantity =
      movedSecondary === null
        ? secondaryOf(step, quantity, balance.quantity, balance.secondaryQuantity)
        : round(
            movedSecondary.amount +
              round(quantity - movedSecondary.part, 3) * (identity.secondaryFactor ?? 0),
            3,
          );

    const average = material.quantity > 0 ? material.value / material.quantity : 0;
    const materialQuantityAfter = round(material.quantity + quantity, 3);
    const movedValue = moved ? draw(values, material.id, quantity, 2) : null;
    let value: number;
    let rate: number;
    if (step.reverses) {
      value = step.reverses.value === 0 ? 0 : -step.reverses.value;
      rate = Math.abs(value / quantity);
    } else if (quantity > 0) {
      const at = movement.rate ?? average;
      const rest = round(quantity - (movedValue?.part ?? 0), 3);
      value = round((movedValue?.amount ?? 0) + round(rest * at, 2), 2);
      rate = movedValue === null ? at : value / quantity;
    } else {
      rate = average;
      value = -round(-quantity * average, 2);
    }
    // Never below zero, and nothing left when the material's stock is gone.
    const materialValueAfter =
      materialQuantityAfter === 0 ? 0 : Math.max(0, round(material.value + value, 2));
    value = round(materialValueAfter - material.value, 2);
    if (quantity < 0 && !step.reverses) {
      pool(values, material.id, -quantity, -value);
      pool(secondaries, identity.id, -quantity, -secondaryQuantity);
    }

    area.quantity = round(area.quantity + quantity, 3);
    if (movement.held) area.held = round(area.held + quantity, 3);
    areas.set(areaKeyOf(step), area);
    balance.quantity = balanceAfter;
    balance.secondaryQuantity = round(balance.secondaryQuantity + secondaryQuantity, 3);
    material.quantity = materialQuantityAfter;
    material.value = materialValueAfter;
    return {
      step,
      quantity,
      secondaryQuantity,
      rate: round(rate, 4),
      value,
      balanceAfter,
      areaQuantityAfter: area.quantity,
      materialQuantityAfter,
      materialValueAfter,
    };
  });
}
