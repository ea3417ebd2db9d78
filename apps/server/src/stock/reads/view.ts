import { LIST_CAPS, belowReorder, pageWindow, type PageWindow } from '@erp/domain';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Caller } from '../../core/caller.ts';
import type { Executor } from '../../db/client.ts';
import {
  branch,
  location,
  packing,
  rack,
  stockArea,
  stockBalance,
  stockIdentity,
  stockMaterial,
  uom,
} from '../../db/schema.ts';
import { availableOfMaterials } from './available.ts';
import { balanceValue, materialRate, searchFound, stockConditions, type StockFilter } from './filter.ts';
import { MATERIAL_MASTERS, type MaterialKind } from './materials.ts';
import { fewStocked, keptMasters, pageIdentities, type MastersChosen } from './page-identities.ts';
import { metresFirstUnits, rateOfShown, unitOf, type StockUnit } from './metres.ts';
import { countAndValue, identityJoin, materialJoin } from './totals.ts';

/** How the stock view sums its balance rows (decision 0910): none (one row per place), or by these. */
export const GROUP_BYS = ['item', 'itemAndStockArea', 'itemAndLot'] as const;
export type GroupBy = (typeof GROUP_BYS)[number];

/** A page of the stock view: 1-based `page` of `size` rows, or without a page its first LIST_CAPS.WHOLE_LIST. */
export interface StockPage {
  page?: number | undefined;
  size: number;
  sort?: string | undefined;
}

/**
 * The rows of the page among `total` (decision 0610's window: a page in the second half is read from the
 * end, so that Last costs what First costs), or null past the end.
 */
export const windowOf = ({ page, size }: StockPage, total: number): PageWindow | null =>
  page === undefined
    ? { order: 'forward', offset: 0, limit: LIST_CAPS.WHOLE_LIST }
    : pageWindow(page, size, total);

/**
 * One row of the stock view: a balance row, or a group's sums (the fields not grouped by are null). A type,
 * not an interface: an export reads these rows as records.
 */
export type StockRow = {
  id: number;
  version: number;
  materialId: number;
  materialKind: MaterialKind;
  itemId: number;
  item: { id: number; code: string | null; name: string | null };
  branchId: number | null;
  branchName: string | null;
  locationId: number | null;
  locationName: string | null;
  stockAreaId: number | null;
  stockAreaName: string | null;
  rackId: number | null;
  rackName: string | null;
  lotNumber: string | null;
  rollNumber: string | null;
  packingTypeId: number | null;
  packingTypeName: string | null;
  held: boolean | null;
  quantity: number;
  secondaryQuantity: number;
  /** Grouped rows only: the part of `quantity` held for a lab test or expired. */
  heldQuantity?: number;
  /** The part of `quantity` reserved for allocations (decision 1004). */
  reservedQuantity: number;
  /** What can be issued: neither held nor reserved. */
  availableQuantity: number;
  /** The unit of `quantity`: the item's primary unit, or metres first (decision 0981). */
  uom: StockUnit | null;
  /** The unit of `secondaryQuantity`; null for a material without a secondary unit. */
  secondaryUom: StockUnit | null;
  rate: number;
  value: number;
  reorderLevel: number | null;
  belowReorder: boolean;
  expiresOn: string | null;
};

export interface StockList {
  rows: StockRow[];
  total: number;
  estimated: false;
  totalValue: number;
}

const packingType = alias(packing, 'packing_type');
const secondaryUnit = alias(uom, 'secondary_uom');
const num = (expression: SQL | AnyPgColumn): SQL<number> => sql<number>`${expression}`.mapWith(Number);
const NULL = sql<null>`NULL`;
const maybe = <T>(wanted: boolean, expression: SQL | AnyPgColumn): SQL<T | null> =>
  wanted ? sql<T | null>`${expression}` : NULL;

/** The sort keys of the stock view and, grouped, of the groups (`-` in front for descending). */
export function stockSorts(groupBy: GroupBy | undefined): readonly string[] {
  const always = ['itemName', 'itemCode', 'quantity', 'value'];
  if (groupBy === 'item') return always;
  if (groupBy === 'itemAndStockArea') return [...always, 'stockAreaName'];
  if (groupBy === 'itemAndLot') return [...always, 'lotNumber', 'expiresOn'];
  return [...always, 'stockAreaName', 'lotNumber', 'expiresOn', 'branchName', 'locationName'];
}

/**
 * What one row reads, flat; grouped, the sums of the group, and null where the group has many. An item whose
 * secondary unit is one of `metres` (PRIMARY_UOM_MTR, decision 0981) reads its secondary quantity as its
 * quantity and the other way round.
 */
function selection(kind: MaterialKind, groupBy: GroupBy | undefined, metres: readonly number[]) {
  const master = MATERIAL_MASTERS[kind];
  const metresFirst =
    metres.length > 0 ? sql<boolean>`coalesce(${inArray(master.secondaryUomId, [...metres])}, false)` : NULL;
  const shown = (main: SQL | AnyPgColumn, other: SQL | AnyPgColumn): SQL =>
    metres.length > 0 ? sql`CASE WHEN ${metresFirst} THEN ${other} ELSE ${main} END` : sql`${main}`;
  const quantity = shown(stockBalance.quantity, stockBalance.secondaryQuantity);
  // Reserved in the primary unit; in metres, its share of the place's metres.
  const reserved = shown(
    stockBalance.reserved,
    sql`CASE WHEN ${stockBalance.quantity} > 0 THEN round(${stockBalance.reserved} * ${stockBalance.secondaryQuantity} / ${stockBalance.quantity}, 3) ELSE 0 END`,
  );
  const grouped = groupBy !== undefined;
  const byArea = !grouped || groupBy === 'itemAndStockArea';
  const byLot = !grouped || groupBy === 'itemAndLot';
  const sum = (expression: SQL | AnyPgColumn): SQL<number> =>
    num(grouped ? sql`sum(${expression})` : expression);
  const expires = grouped ? sql`min(${stockIdentity.expiresOn})` : sql`${stockIdentity.expiresOn}`;
  return {
    id: num(grouped ? sql`min(${stockBalance.id})` : stockBalance.id),
    version: num(grouped ? sql`0` : stockBalance.version),
    materialId: num(stockMaterial.id),
    materialKind: sql<MaterialKind>`${stockMaterial.kind}`,
    itemId: num(master.id),
    code: master.code,
    name: master.name,
    branchId: maybe<number>(byArea, stockBalance.branchId),
    branchName: maybe<string>(byArea, branch.name),
    locationId: maybe<number>(byArea, stockBalance.locationId),
    locationName: maybe<string>(byArea, location.name),
    stockAreaId: maybe<number>(byArea, stockBalance.stockAreaId),
    stockAreaName: maybe<string>(byArea, stockArea.name),
    rackId: maybe<number>(!grouped, stockBalance.rackId),
    rackName: maybe<string>(!grouped, rack.name),
    lotNumber: maybe<string>(byLot, stockIdentity.lotNumber),
    rollNumber: maybe<string>(!grouped, stockIdentity.rollNumber),
    packingTypeId: maybe<number>(!grouped, stockIdentity.packingTypeId),
    packingTypeName: maybe<string>(!grouped, packingType.packingType),
    held: maybe<boolean>(!grouped, stockBalance.held),
    quantity: sum(quantity),
    secondaryQuantity: sum(shown(stockBalance.secondaryQuantity, stockBalance.quantity)),
    heldQuantity: grouped ? num(sql`sum(CASE WHEN ${stockBalance.held} THEN ${quantity} ELSE 0 END)`) : NULL,
    reservedQuantity: sum(reserved),
    availableQuantity: sum(sql`CASE WHEN ${stockBalance.held} THEN 0 ELSE ${quantity} - ${reserved} END`),
    uomId: sql<number | null>`${uom.id}`,
    uomName: sql<string | null>`${uom.name}`,
    uomDecimals: sql<number | null>`${uom.decimals}`,
    secondaryUomId: sql<number | null>`${secondaryUnit.id}`,
    secondaryUomName: sql<string | null>`${secondaryUnit.name}`,
    secondaryUomDecimals: sql<number | null>`${secondaryUnit.decimals}`,
    metresFirst: sql<boolean | null>`${metresFirst}`,
    rate: materialRate,
    value: sum(balanceValue),
    reorderLevel: master.reorderLevel,
    expiresOn: maybe<string>(byLot, sql`${expires}::text`),
  };
}

type Flat = { [K in keyof ReturnType<typeof selection>]: ReturnType<typeof selection>[K]['_']['type'] };

/** A row as the view answers it; `available`: what of each material of the page can be issued. */
function present(flat: Flat, available: ReadonlyMap<number, number>): StockRow {
  const { code, name, heldQuantity, metresFirst, ...rest } = flat;
  const { uomId, uomName, uomDecimals, secondaryUomId, secondaryUomName, secondaryUomDecimals, ...row } =
    rest;
  const primary = unitOf(uomId, uomName, uomDecimals);
  const secondary = unitOf(secondaryUomId, secondaryUomName, secondaryUomDecimals);
  return {
    ...row,
    item: { id: row.itemId, code, name },
    ...(heldQuantity === null ? {} : { heldQuantity: Number(heldQuantity) }),
    uom: metresFirst ? secondary : primary,
    secondaryUom: metresFirst ? primary : secondary,
    // The rate of the unit shown: per metre when metres come first (the material's average is per primary unit).
    rate: metresFirst ? rateOfShown(row.value, row.quantity) : row.rate,
    belowReorder: belowReorder(available.get(row.materialId) ?? 0, row.reorderLevel),
  };
}

/** The keys of a group (its material, and stock area or lot); null for one row per balance row. */
function groupKeys(groupBy: GroupBy | undefined): (SQL | AnyPgColumn)[] | null {
  if (groupBy === undefined) return null;
  if (groupBy === 'itemAndStockArea') return [stockMaterial.id, stockBalance.stockAreaId];
  if (groupBy === 'itemAndLot') return [stockMaterial.id, stockIdentity.lotNumber];
  return [stockMaterial.id];
}

/**
 * The stock view (spec §7 `chemical/itemStock/getStock/v2` and its kin, decision 0910): the balance rows
 * with stock that the filter keeps, or their sums by `groupBy`, a page in the sort's order (item name by
 * default, then the balance row), with the count of rows or groups and the value of all of them. As
 * many statements whatever the page (one past the last page) and however many places a material has.
 */
export async function stockList(
  ex: Executor,
  caller: Caller,
  filter: StockFilter,
  page: StockPage,
  groupBy?: GroupBy,
): Promise<StockList> {
  const searched = await searchFound(ex, caller, filter);
  const totals = await countAndValue(ex, caller, searched, groupKeys(groupBy));
  return {
    rows: await stockRows(ex, caller, searched, page, groupBy, totals.total),
    total: totals.total,
    estimated: false,
    totalValue: totals.value,
  };
}

/**
 * The rows of one page of the stock view among `total` rows (or groups) counted before. Planned in the order
 * its joins are written (`join_collapse_limit = 1`, for this statement's transaction only): a search of the
 * orders of its twelve tables took 80 to 390 ms to plan a page that runs in 2 to 20 (issue 57, decision 2282).
 */
export async function stockRows(ex: Executor, ...page: PageAsked): Promise<StockRow[]> {
  const chosen = await mastersChosen(ex, ...page);
  return ex.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL join_collapse_limit = 1`);
    return rowsOfPage(tx, chosen, ...page);
  });
}

/**
 * How a page in name order chooses its masters: among the materials with stock when they are few
 * (`fewStocked`: the materials alone are read), else from the rows the filter keeps when they are few
 * (`keptMasters`); undefined otherwise (the names are walked), or for a page in another order.
 */
async function mastersChosen(
  ex: Executor,
  ...[caller, filter, page, , total]: PageAsked
): Promise<MastersChosen> {
  const named = nameOrder(page, total);
  if (!named) return undefined;
  const stocked = await fewStocked(ex, caller, filter);
  if (stocked) return stocked;
  const ids = await keptMasters(ex, caller, filter, named.window, named.direction, total);
  return ids ? { ids } : undefined;
}

/** The window of the page and its direction when it is in name order (the default); null otherwise. */
function nameOrder(page: StockPage, total: number): { window: PageWindow; direction: typeof asc } | null {
  const window = windowOf(page, total);
  if (window === null || !['itemName', undefined].includes(page.sort?.replace(/^-/, ''))) return null;
  return { window, direction: directionOf(page, window) };
}

/** The direction a page's statement reads in: the sort's, turned for a page read from the end. */
const directionOf = (page: StockPage, window: PageWindow): typeof asc =>
  (window.order === 'reverse') !== (page.sort?.startsWith('-') ?? false) ? desc : asc;

/** What a page of the stock view is asked by: whose, which stock, which page, grouped how, among how many. */
type PageAsked = [
  caller: Caller,
  filter: StockFilter,
  page: StockPage,
  groupBy: GroupBy | undefined,
  total: number,
];

async function rowsOfPage(
  ex: Executor,
  chosen: MastersChosen,
  ...[caller, filter, page, groupBy, total]: PageAsked
): Promise<StockRow[]> {
  const master = MATERIAL_MASTERS[filter.kind];
  const fields = selection(filter.kind, groupBy, await metresFirstUnits(ex, caller));
  const byName = sql`lower(${master.name})`;
  const sorts: Record<string, SQL | AnyPgColumn> = {
    itemName: byName,
    itemCode: sql`lower(${master.code})`,
    quantity: fields.quantity,
    value: fields.value,
    stockAreaName: sql`lower(${stockArea.name})`,
    lotNumber: stockIdentity.lotNumber,
    expiresOn: fields.expiresOn,
    branchName: sql`lower(${branch.name})`,
    locationName: sql`lower(${location.name})`,
  };
  const sortBy = sorts[page.sort?.replace(/^-/, '') ?? ''] ?? byName;
  const keys = groupKeys(groupBy);
  const window = windowOf(page, total);
  if (window === null) return [];
  const reverse = window.order === 'reverse';
  const direction = directionOf(page, window);
  // The master's organisation too: a page in name order then walks the master's name index (decision 1940).
  const conditions = and(stockConditions(caller, filter, master), eq(master.orgId, caller.orgId));
  const places = ex.select(fields).from(stockBalance).$dynamic();
  // In name order the page's masters are chosen first, walking the name index (each has one row or group
  // at least), and only their places are read: grouped, the sums cannot be ordered before every group is
  // summed; with statistics stale, the rows of every place were joined and sorted (6.8 s) to show ten.
  // Their identities are joined first, so that the plan starts from them (decision 1941).
  const pageIdentity =
    sortBy === byName
      ? pageIdentities(ex, caller, filter, window, direction, chosen).as('page_identity')
      : undefined;
  const query = (
    pageIdentity ? places.innerJoin(pageIdentity, eq(pageIdentity.id, stockBalance.identityId)) : places
  )
    .innerJoin(...materialJoin)
    .innerJoin(master.table, master.on)
    .innerJoin(...identityJoin)
    .leftJoin(stockArea, eq(stockArea.id, stockBalance.stockAreaId))
    .leftJoin(location, eq(location.id, stockBalance.locationId))
    .leftJoin(branch, eq(branch.id, stockBalance.branchId))
    .leftJoin(rack, eq(rack.id, stockBalance.rackId))
    .leftJoin(packingType, eq(packingType.id, stockIdentity.packingTypeId))
    .leftJoin(uom, sql`${uom.id} = ${master.uomId}`)
    .leftJoin(secondaryUnit, sql`${secondaryUnit.id} = ${master.secondaryUomId}`)
    .where(conditions);
  const rows = await (keys ? query.groupBy(...keys, ...namedBy(groupBy, master.id)) : query)
    .orderBy(direction(sortBy), ...(sortBy === byName ? [direction(master.id)] : []), direction(fields.id))
    .limit(window.limit)
    .offset(window.offset);
  // Whether under the reorder level is the material's, read once for the page's materials.
  const available = await availableOfMaterials(
    ex,
    caller,
    rows.map((row) => row.materialId),
  );
  const presented = rows.map((row) => present(row, available));
  return reverse ? presented.reverse() : presented;
}

/**
 * What a group shows beside its keys: the joined rows' primary keys let their names through the grouping
 * (functional dependency); a stock area's branch and location are copied from it, so one per area.
 */
const namedBy = (groupBy: GroupBy | undefined, masterId: AnyPgColumn): AnyPgColumn[] => [
  masterId,
  uom.id,
  secondaryUnit.id,
  ...(groupBy === 'itemAndStockArea'
    ? [stockArea.id, location.id, branch.id, stockBalance.branchId, stockBalance.locationId]
    : []),
];
