// The caller's items, stock areas and racks an opening stock sheet names, and the openings posted already.
import type { OpeningStockRow } from '@erp/domain';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { item, rack, stockArea, stockIdentity, stockLedger, stockMaterial, uom } from '../db/schema.ts';
import type { Caller } from '../core/caller.ts';

export const OPENING = 'OPENING';

export interface CheckedRow extends Omit<OpeningStockRow, 'rack'> {
  row: number;
  item: ItemRef;
  area: AreaRef;
  rack: RackRef | null;
}

export const key = (text: string): string => text.trim().toLowerCase();

export interface ItemRef {
  id: number;
  code: string;
  name: string;
  active: boolean | null;
  /** The item's unit of measure, whose decimals its quantity takes (issue 14). */
  uom: string | null;
  decimals: number | null;
}
export interface AreaRef {
  id: number;
  code: string | null;
  name: string;
  active: boolean | null;
  locationId: number | null;
}
export interface RackRef {
  id: number;
  name: string;
  locationId: number | null;
}

/** The caller's items with these codes (any case), one query through the item code index. */
export async function itemsByCode(
  ex: Executor,
  caller: Caller,
  codes: readonly string[],
): Promise<Map<string, ItemRef>> {
  if (codes.length === 0) return new Map();
  const rows = await ex
    .select({
      id: item.id,
      code: item.code,
      name: item.name,
      active: item.active,
      uom: uom.name,
      decimals: uom.decimals,
    })
    .from(item)
    .leftJoin(uom, and(eq(uom.orgId, item.orgId), eq(uom.id, item.uomId)))
    // lower(code), as the index item_code_key has it.
    .where(and(eq(item.orgId, caller.orgId), inArray(sql`lower(${item.code})`, codes.map(key))));
  return new Map(rows.map((row) => [key(row.code), row]));
}

/** The caller's stock areas by code and by name (codes first: a code names one area). */
export async function stockAreas(ex: Executor, caller: Caller): Promise<Map<string, AreaRef>> {
  const rows = await ex
    .select({
      id: stockArea.id,
      code: stockArea.code,
      name: stockArea.name,
      active: stockArea.active,
      locationId: stockArea.locationId,
    })
    .from(stockArea)
    .where(eq(stockArea.orgId, caller.orgId))
    .orderBy(stockArea.id);
  // The name column is nullable (a module field config may hide the field): such an area goes by its code.
  const named = rows.map((row): AreaRef => ({ ...row, name: row.name ?? row.code ?? '' }));
  const byText = new Map<string, AreaRef>();
  for (const row of named) if (!byText.has(key(row.name))) byText.set(key(row.name), row);
  for (const row of named) if (row.code) byText.set(key(row.code), row);
  return byText;
}

/** The caller's racks named (or coded) so, any case, by that text: a name may be used in several locations. */
export async function racksByText(
  ex: Executor,
  caller: Caller,
  texts: readonly string[],
): Promise<Map<string, RackRef[]>> {
  if (texts.length === 0) return new Map();
  const wanted = texts.map(key);
  const rows = await ex
    .select({ id: rack.id, code: rack.code, name: rack.name, locationId: rack.locationId })
    .from(rack)
    .where(
      and(
        eq(rack.orgId, caller.orgId),
        or(inArray(sql`lower(${rack.name})`, wanted), inArray(sql`lower(${rack.code})`, wanted)),
      ),
    )
    .orderBy(rack.id);
  const byText = new Map<string, RackRef[]>();
  for (const row of rows) {
    const found = { id: row.id, name: row.name ?? row.code ?? '', locationId: row.locationId };
    for (const text of new Set([row.name, row.code].flatMap((t) => (t ? [key(t)] : [])))) {
      byText.set(text, [...(byText.get(text) ?? []), found]);
    }
  }
  return byText;
}

/** A place and identity of an opening: item, stock area, rack, lot and roll. */
export const placeOf = (itemId: number, areaId: number, rackId: number, lot: string, roll: string): string =>
  JSON.stringify([itemId, areaId, rackId, lot, roll]);

/** Which places and identities of these items and stock areas have an opening balance already (one query). */
export async function openedPlaces(
  ex: Executor,
  caller: Caller,
  rows: readonly CheckedRow[],
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const opened = await ex
    .select({
      itemId: stockMaterial.itemId,
      stockAreaId: stockLedger.stockAreaId,
      rackId: stockLedger.rackId,
      lotNumber: stockIdentity.lotNumber,
      rollNumber: stockIdentity.rollNumber,
    })
    .from(stockLedger)
    .innerJoin(
      stockIdentity,
      and(eq(stockIdentity.orgId, stockLedger.orgId), eq(stockIdentity.id, stockLedger.identityId)),
    )
    .innerJoin(
      stockMaterial,
      and(eq(stockMaterial.orgId, stockLedger.orgId), eq(stockMaterial.id, stockLedger.materialId)),
    )
    .where(
      and(
        eq(stockLedger.orgId, caller.orgId),
        eq(stockLedger.movement, OPENING),
        isNull(stockIdentity.packingTypeId),
        inArray(stockMaterial.itemId, [...new Set(rows.map((row) => row.item.id))]),
        inArray(stockLedger.stockAreaId, [...new Set(rows.map((row) => row.area.id))]),
      ),
    );
  return new Set(
    opened.map((o) => placeOf(o.itemId ?? 0, o.stockAreaId, o.rackId ?? 0, o.lotNumber, o.rollNumber)),
  );
}

/** "Raw Material Store, lot L1, roll 7, rack R1": where an opening row puts its stock. */
export function placeText(row: Pick<CheckedRow, 'area' | 'lotNumber' | 'rollNumber' | 'rack'>): string {
  const parts = [
    row.area.name,
    row.lotNumber && `lot ${row.lotNumber}`,
    row.rollNumber && `roll ${row.rollNumber}`,
    row.rack && `rack ${row.rack.name}`,
  ];
  return parts.filter(Boolean).join(', ');
}
