// Where a lot named from the floor lies now (issue 58 item 5, decision 2340): a lot is named as its label names
// it (item, lot, roll) and where the phone saw it; its place is found on arrival, or the action refused in words.
import { PHRASES, RESPONSE_CODES, formatUnitQuantity, say, type QuantityUnit } from '@erp/domain';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { AppError, ValidationFailure } from '../core/errors.ts';
import type { Executor } from '../db/client.ts';
import { item, stockArea, stockBalance, stockIdentity, stockMaterial, uom } from '../db/schema.ts';

/** A lot as a floor action's body names it. */
export interface LotRef {
  itemId: number;
  lotNumber?: string | null;
  rollNumber?: string | null;
  stockAreaId?: number | null;
  rackId?: number | null;
}

/** The lot at the one stock area it is taken from: what there is of it there, held or free. */
export interface LotPlace {
  itemId: number;
  itemName: string;
  lotNumber: string;
  rollNumber: string;
  stockAreaId: number;
  areaName: string;
  departmentId: number | null;
  /** What of the lot (of the roll, when one is named) is there and neither held nor reserved. */
  available: number;
  /** What of the whole lot, every roll of it, is there and free: what a document taking by lot may pick. */
  lotFree: number;
  held: number;
  /** The words naming it: "Lot L-104", "Roll R-7". */
  name: string;
  /** The item's unit, its quantities are said in. */
  unit: QuantityUnit | null;
}

const text = (value: string | null | undefined): string => (value ?? '').trim();

/** "Lot L-104", "Roll R-7 of lot L-104", or the item's name for stock of neither. */
export function lotName(lot: { lotNumber: string; rollNumber: string; itemName: string }): string {
  if (lot.rollNumber !== '')
    return lot.lotNumber === '' || lot.lotNumber === lot.rollNumber
      ? `Roll ${lot.rollNumber}`
      : `Roll ${lot.rollNumber} of lot ${lot.lotNumber}`;
  return lot.lotNumber === '' ? lot.itemName : `Lot ${lot.lotNumber}`;
}

const refuse = (message: string): AppError => new AppError(RESPONSE_CODES.IN_USE, message);

/**
 * The one place a lot is taken from (decision 2340), read in the action's transaction: its stock by stock area,
 * the area the body names when it names one. Refused in words: an item not the organisation's, a lot with no
 * stock where it was seen (moved or used meanwhile), one lying in several areas when none is named.
 */
export async function lotPlace(tx: Executor, caller: Caller, lot: LotRef): Promise<LotPlace> {
  const [found] = await tx
    .select({ name: item.name, unit: uom.name, decimals: uom.decimals })
    .from(item)
    .leftJoin(uom, eq(uom.id, item.uomId))
    .where(and(eq(item.orgId, caller.orgId), eq(item.id, lot.itemId)));
  if (!found)
    throw new ValidationFailure([
      { field: 'itemId', code: RESPONSE_CODES.VALIDATION_FAILED, message: PHRASES.floorNoItem },
    ]);
  const lotNumber = text(lot.lotNumber);
  const rollNumber = text(lot.rollNumber);
  const name = lotName({ lotNumber, rollNumber, itemName: found.name });
  // The roll's own balances, among its lot's: the documents take stock by lot, so the lot's other rolls count.
  const mine = rollNumber === '' ? sql`true` : sql`${stockIdentity.rollNumber} = ${rollNumber}`;
  const free = sql`${stockBalance.quantity} - ${stockBalance.reserved}`;
  const areas = await tx
    .select({
      stockAreaId: stockBalance.stockAreaId,
      areaName: stockArea.name,
      departmentId: stockArea.departmentId,
      available: sql<number>`sum(CASE WHEN ${mine} AND NOT ${stockBalance.held} THEN ${free} ELSE 0 END)::float8`,
      held: sql<number>`sum(CASE WHEN ${mine} AND ${stockBalance.held} THEN ${stockBalance.quantity} ELSE 0 END)::float8`,
      lotFree: sql<number>`sum(CASE WHEN ${stockBalance.held} THEN 0 ELSE ${free} END)::float8`,
    })
    .from(stockBalance)
    .innerJoin(stockIdentity, eq(stockIdentity.id, stockBalance.identityId))
    .innerJoin(stockMaterial, eq(stockMaterial.id, stockBalance.materialId))
    .innerJoin(
      stockArea,
      and(eq(stockArea.orgId, stockBalance.orgId), eq(stockArea.id, stockBalance.stockAreaId)),
    )
    .where(
      and(
        eq(stockBalance.orgId, caller.orgId),
        eq(stockMaterial.itemId, lot.itemId),
        eq(stockIdentity.lotNumber, lotNumber),
        ...(lot.stockAreaId ? [eq(stockBalance.stockAreaId, lot.stockAreaId)] : []),
        ...(lot.rackId ? [eq(stockBalance.rackId, lot.rackId)] : []),
        gt(stockBalance.quantity, 0),
      ),
    )
    .groupBy(stockBalance.stockAreaId, stockArea.name, stockArea.departmentId)
    .having(sql`sum(CASE WHEN ${mine} THEN ${stockBalance.quantity} ELSE 0 END) > 0`)
    .orderBy(asc(stockBalance.stockAreaId));
  const [place, other] = areas;
  if (!place) throw refuse(say(PHRASES.floorNoStockSeen, { lot: name }));
  if (other) throw refuse(say(PHRASES.floorInAreas, { lot: name, count: areas.length }));
  return {
    itemId: lot.itemId,
    itemName: found.name,
    lotNumber,
    rollNumber,
    stockAreaId: place.stockAreaId,
    areaName: place.areaName ?? `Stock area ${place.stockAreaId}`,
    departmentId: place.departmentId,
    available: Number(place.available.toFixed(3)),
    held: Number(place.held.toFixed(3)),
    lotFree: Number(place.lotFree.toFixed(3)),
    name,
    unit: found.unit === null ? null : { name: found.unit, decimals: found.decimals },
  };
}

/** A quantity of the lot in its item's unit: "15 KG". */
export const quantityOf = (place: LotPlace, quantity: number): string =>
  formatUnitQuantity(quantity, place.unit);

/**
 * The quantity taken of the lot at its place (all of what is free there when none is asked), refused in words
 * when the lot is on hold or has less than asked.
 */
export function takenOf(place: LotPlace, asked: number | null | undefined): number {
  if (place.available <= 0 && place.held > 0)
    throw refuse(say(PHRASES.floorOnHold, { lot: place.name, area: place.areaName }));
  // A document takes by lot, oldest roll first: a roll of a lot with other rolls there might not be the one taken.
  if (place.rollNumber !== '' && place.lotFree > place.available)
    throw refuse(say(PHRASES.floorRollOfLot, { lot: place.name, area: place.areaName }));
  const quantity = asked ?? place.available;
  if (quantity > place.available)
    throw refuse(
      say(PHRASES.floorLessThanAsked, {
        lot: place.name,
        free: quantityOf(place, place.available),
        area: place.areaName,
        asked: quantityOf(place, quantity),
      }),
    );
  return quantity;
}
