import { normaliseSearchText } from '@erp/domain';
import { and, eq, gt, inArray, isNotNull, like, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Caller } from '../../core/caller.ts';
import type { Executor } from '../../db/client.ts';
import { lotSearchOf, stockBalance, stockIdentity, stockMaterial } from '../../db/schema.ts';
import { escapeLike } from '../../stores/sql.ts';
import { MATERIAL_MASTERS, type MaterialKind, type MaterialMaster } from './materials.ts';

/**
 * The stock calls' filter (spec §7, decision 0910): what the Inventory Stock screen narrows by. `company`,
 * `branch` and `location` are sent only when above 0; `company` is the organisation, so another one's
 * answers nothing. `itemId` is the id of the material's master (an item, a supporting material, a packing
 * type, by `kind`).
 */
export interface StockFilter {
  kind: MaterialKind;
  itemId?: number | undefined;
  stockAreaId?: number | undefined;
  /** The rack's stock (a rack's page of the floor, decision 2313). */
  rackId?: number | undefined;
  company?: number | undefined;
  branch?: number | undefined;
  location?: number | undefined;
  lotNumber?: string | undefined;
  /** One roll of the lot (a roll's label, decision 2313). */
  rollNumber?: string | undefined;
  q?: string | undefined;
  /** The lot picker's search (decision 2086): on the lot number alone, compared as searches compare. */
  lotQ?: string | undefined;
  held?: boolean | undefined;
  belowReorder?: boolean | undefined;
  productTypeId?: number | undefined;
  /** What the search `q` found, by `searchFound` before the view is read. */
  found?: SearchFound | undefined;
}

/**
 * What a search finds (issue 42: "stock search cannot find a lot"): whether any item's code or name holds it,
 * and the identities whose lot number does. Each is found by its own small statement first, so that the
 * view's statement stays the one its search by item planned: one condition across the master and the lot
 * (an OR over two tables) took the busy year's search from a few milliseconds to 0.9 to 2.7 s.
 */
export interface SearchFound {
  items: boolean;
  lots: readonly number[];
}

const other = alias(stockBalance, 'other');

/**
 * The material's quantity over the organisation that is neither held nor reserved (what can be issued), read
 * through the places' index by material. Hand-written: a correlated scalar subquery, used in a select list and
 * in a filter, which drizzle's builder cannot make without an executor. Asked once per material, never once
 * per row of a material's places (`availableOfMaterials`).
 */
export const availableOfMaterial = sql<number>`(
  SELECT coalesce(sum(${other.quantity} - ${other.reserved}), 0) FROM ${stockBalance} ${other}
  WHERE ${other.orgId} = ${stockMaterial.orgId} AND ${other.materialId} = ${stockMaterial.id} AND NOT ${other.held})`.mapWith(
  Number,
);

/** The material's moving average rate over the organisation (value / quantity; none without stock). */
export const materialRate =
  sql<number>`coalesce(round(${stockMaterial.value} / nullif(${stockMaterial.quantity}, 0), 4), 0)`.mapWith(
    Number,
  );

/** A balance row's value at the material's moving average, to the paisa. */
export const balanceValue =
  sql<number>`coalesce(round(${stockBalance.quantity} * ${stockMaterial.value} / nullif(${stockMaterial.quantity}, 0), 2), 0)`.mapWith(
    Number,
  );

/** Whether the material's available quantity is under its master's reorder level. */
export const belowReorderOf = (master: MaterialMaster): SQL<boolean> =>
  sql<boolean>`coalesce(${availableOfMaterial} < ${master.reorderLevel}, false)`;

/** Whether the filter reads the material's master (its search, product type or reorder level). */
export const readsMaster = (filter: StockFilter): boolean =>
  Boolean(normaliseSearchText(filter.q)) ||
  filter.productTypeId !== undefined ||
  filter.belowReorder !== undefined;

/** Whether the filter reads the identity (its lot). */
export const readsIdentity = (filter: StockFilter): boolean =>
  Boolean(filter.lotNumber) || Boolean(filter.rollNumber) || Boolean(normaliseSearchText(filter.lotQ));

/** A lot number as searches compare it, as the lot search index keeps it. */
const lotSearchText = lotSearchOf(stockIdentity.lotNumber);

/** The most lots a search keeps by their identities; past it, the lots are matched in the view's statement. */
const LOTS_FOUND = 500;

/**
 * What the filter's search finds among the items and the lots (`SearchFound`); the filter as it is without
 * one, or when it was found already (an export's pages look once).
 */
export async function searchFound(ex: Executor, caller: Caller, filter: StockFilter): Promise<StockFilter> {
  const needle = normaliseSearchText(filter.q);
  if (!needle || filter.found) return filter;
  const pattern = `%${escapeLike(needle)}%`;
  const master = MATERIAL_MASTERS[filter.kind];
  const [item] = await ex
    .select({ id: master.id })
    .from(master.table)
    .where(and(eq(master.orgId, caller.orgId), like(master.search, pattern)))
    .limit(1);
  const lots = await ex
    .select({ id: stockIdentity.id })
    .from(stockIdentity)
    .where(and(eq(stockIdentity.orgId, caller.orgId), like(lotSearchText, pattern)))
    .limit(LOTS_FOUND + 1);
  return { ...filter, found: { items: item !== undefined, lots: lots.map((lot) => lot.id) } };
}

/** The search's condition: on the items alone, the lots alone, or either, as the search found them. */
function searchCondition(master: MaterialMaster, found: SearchFound | undefined, pattern: string): SQL {
  const byItem = like(master.search, pattern);
  // Too many lots to name (or not looked for): matched here, as slow as that is.
  const byLot =
    found === undefined || found.lots.length > LOTS_FOUND
      ? sql`EXISTS (SELECT 1 FROM ${stockIdentity} WHERE ${stockIdentity.id} = ${stockBalance.identityId} AND ${like(lotSearchText, pattern)})`
      : found.lots.length > 0
        ? inArray(stockBalance.identityId, [...found.lots])
        : undefined;
  if (!byLot) return byItem;
  if (found && !found.items) return byLot;
  return or(byItem, byLot) as SQL;
}

/**
 * The filter's conditions on the master (the item, its product type, reorder level, a search of items).
 * `perPlace`: for a statement of balance rows, where the reorder level is asked of the materials once (a
 * semi-join), not of each row again (each would sum every place of its material: rows × places).
 */
function masterConditions(
  caller: Caller,
  filter: StockFilter,
  master: MaterialMaster,
  perPlace = false,
): (SQL | undefined)[] {
  const parts: (SQL | undefined)[] = [];
  if (filter.company !== undefined && filter.company !== caller.orgId) parts.push(sql`false`);
  if (filter.itemId !== undefined) parts.push(eq(master.ref, filter.itemId));
  if (filter.productTypeId !== undefined) parts.push(sql`${master.productTypeId} = ${filter.productTypeId}`);
  if (filter.belowReorder !== undefined) {
    const below = perPlace ? belowReorderMaterials(caller, master) : belowReorderOf(master);
    parts.push(filter.belowReorder ? below : sql`NOT ${below}`);
  }
  return parts;
}

/**
 * Whether the joined material is one of those under their reorder level, the set read once: inside the
 * parentheses `stock_material` and the master name their own rows (the nearest scope), not the outer ones.
 */
const belowReorderMaterials = (caller: Caller, master: MaterialMaster): SQL<boolean> =>
  sql<boolean>`${stockMaterial.id} IN (SELECT ${stockMaterial.id} FROM ${stockMaterial} JOIN ${master.table} ON ${master.on}
    WHERE ${stockMaterial.orgId} = ${caller.orgId} AND ${belowReorderOf(master)})`;

/**
 * The materials with stock that the filter keeps, by the quantity the ledger keeps on each (over every place,
 * never negative, so above zero exactly when one of its places holds some); undefined for a filter that reads
 * a place, a lot or whether held, which only the balance rows answer. What Inventory Stock's page chooses its
 * masters from (issue 57, decision 2283).
 */
export function stockedMaterialConditions(
  caller: Caller,
  filter: StockFilter,
  master: MaterialMaster,
): SQL | undefined {
  const needle = normaliseSearchText(filter.q);
  const byPlace =
    filter.stockAreaId !== undefined ||
    filter.branch !== undefined ||
    filter.location !== undefined ||
    filter.held !== undefined ||
    readsIdentity(filter) ||
    (needle !== '' && (filter.found?.lots.length ?? 1) > 0);
  if (byPlace) return undefined;
  return and(
    eq(stockMaterial.orgId, caller.orgId),
    gt(stockMaterial.quantity, 0),
    isNotNull(master.ref),
    ...masterConditions(caller, filter, master),
    needle ? like(master.search, `%${escapeLike(needle)}%`) : undefined,
  );
}

/**
 * The identities the filter names, as a condition on `stock_identity` (its lot or roll number, or a search
 * that found lots and no item); undefined when it names none.
 */
export function namedIdentities(filter: StockFilter): SQL | undefined {
  const lots = filter.found && !filter.found.items && filter.found.lots.length <= LOTS_FOUND;
  return and(
    filter.lotNumber ? eq(stockIdentity.lotNumber, filter.lotNumber) : undefined,
    filter.rollNumber ? eq(stockIdentity.rollNumber, filter.rollNumber) : undefined,
    lots && normaliseSearchText(filter.q)
      ? inArray(stockIdentity.id, [...(filter.found?.lots ?? [])])
      : undefined,
  );
}

/**
 * The places of the filter's one material, by the places' own index by material, for a statement that reads
 * every place the filter keeps (a count, the page's masters); undefined for a filter of no one material.
 * Planned blind (statistics stale after a bulk load), the material's condition alone hashed every place to
 * join one material (280 ms on the busy year). Not for a page's statement driven by its identities: there
 * each identity walked the material's every place.
 */
export function placesOfMaterial(caller: Caller, filter: StockFilter): SQL | undefined {
  if (filter.itemId === undefined) return undefined;
  const ref = MATERIAL_MASTERS[filter.kind].ref.name;
  return sql`${stockBalance.materialId} = (SELECT m.id FROM ${stockMaterial} m WHERE m.org_id = ${caller.orgId}
               AND m.${sql.identifier(ref)} = ${filter.itemId})`;
}

/** The balance rows with stock that the filter keeps, of the caller's organisation only. */
export function stockConditions(caller: Caller, filter: StockFilter, master: MaterialMaster): SQL {
  const parts: (SQL | undefined)[] = [
    eq(stockBalance.orgId, caller.orgId),
    gt(stockBalance.quantity, 0),
    // The kind as its master's reference (the same rows, by stock_material_kind_check): planned blind, an
    // equality on the kind counts the materials as one row, then walks every stocked place for each one
    // (decision 1920).
    isNotNull(master.ref),
    ...masterConditions(caller, filter, master, true),
  ];
  if (filter.stockAreaId !== undefined) parts.push(eq(stockBalance.stockAreaId, filter.stockAreaId));
  if (filter.rackId !== undefined) parts.push(eq(stockBalance.rackId, filter.rackId));
  if (filter.branch !== undefined) parts.push(eq(stockBalance.branchId, filter.branch));
  if (filter.location !== undefined) parts.push(eq(stockBalance.locationId, filter.location));
  if (filter.lotNumber) parts.push(eq(stockIdentity.lotNumber, filter.lotNumber));
  if (filter.rollNumber) parts.push(eq(stockIdentity.rollNumber, filter.rollNumber));
  if (filter.held !== undefined) parts.push(eq(stockBalance.held, filter.held));
  const needle = normaliseSearchText(filter.q);
  // Issue 42: the search finds an item by its code or name, or a lot by its number (`searchFound`).
  if (needle) parts.push(searchCondition(master, filter.found, `%${escapeLike(needle)}%`));
  // The lot picker's search names the lot only: its item is the line's, so matching the item's name would
  // show every lot of it.
  const lotNeedle = normaliseSearchText(filter.lotQ);
  if (lotNeedle) parts.push(like(lotSearchText, `%${escapeLike(lotNeedle)}%`));
  return and(...parts) as SQL;
}
