import { and, eq, gt, isNotNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Caller } from '../../core/caller.ts';
import type { Executor } from '../../db/client.ts';
import { stockAreaTotal, stockBalance, stockIdentity, stockMaterial } from '../../db/schema.ts';
import {
  balanceValue,
  placesOfMaterial,
  readsIdentity,
  readsMaster,
  stockConditions,
  type StockFilter,
} from './filter.ts';
import { MATERIAL_MASTERS } from './materials.ts';

/** A balance row's material and identity, by id alone (same-organisation keys, decision 1920). */
export const materialJoin = [stockMaterial, eq(stockMaterial.id, stockBalance.materialId)] as const;
export const identityJoin = [stockIdentity, eq(stockIdentity.id, stockBalance.identityId)] as const;

export interface StockTotals {
  total: number;
  value: number;
}

const sumOf = (expression: SQLWrapper): SQL<number> =>
  sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number);

/** What the kept totals are kept by: a filter by anything else (a rack, decision 2313) counts the rows. */
const KEPT_BY: ReadonlySet<string> = new Set(['kind', 'company', 'stockAreaId', 'branch', 'location']);

/** Whether the kept totals answer the filter: it narrows by nothing but what they are kept by. */
const keptAnswer = (filter: StockFilter): boolean =>
  !readsIdentity(filter) &&
  !readsMaster(filter) &&
  Object.entries(filter).every(
    ([key, value]) => value === undefined || KEPT_BY.has(key) || ['q', 'lotQ', 'found'].includes(key),
  );

/**
 * The count and value from the totals the ledger keeps per stock area (decision 0961): a few hundred rows
 * at most instead of every stocked place. Only for a filter by places and kind (company, branch, location,
 * stock area), whose rows are the view's own; null for one that reads the rows (an item, lot, search, held,
 * reorder level or product type).
 */
async function keptTotals(ex: Executor, caller: Caller, filter: StockFilter): Promise<StockTotals | null> {
  if (!keptAnswer(filter)) return null;
  const t = stockAreaTotal;
  const parts: SQL[] = [eq(t.orgId, caller.orgId), eq(t.kind, filter.kind)];
  if (filter.company !== undefined && filter.company !== caller.orgId) parts.push(sql`false`);
  if (filter.stockAreaId !== undefined) parts.push(eq(t.stockAreaId, filter.stockAreaId));
  if (filter.branch !== undefined) parts.push(eq(t.branchId, filter.branch));
  if (filter.location !== undefined) parts.push(eq(t.locationId, filter.location));
  const [totals] = await ex
    .select({ total: sumOf(t.places), value: sumOf(t.value) })
    .from(t)
    .where(and(...parts));
  return { total: totals?.total ?? 0, value: totals?.value ?? 0 };
}

/**
 * By item over every place: the materials with stock, which the ledger keeps with their quantity (never
 * negative, so over nothing when none of their places holds any), and the kept value of every place.
 */
async function keptItemTotals(
  ex: Executor,
  caller: Caller,
  filter: StockFilter,
  keys: readonly (SQL | AnyPgColumn)[],
): Promise<StockTotals | null> {
  const everyPlace =
    filter.stockAreaId === undefined && filter.branch === undefined && filter.location === undefined;
  const byItem = keys.length === 1 && keys[0] === stockMaterial.id;
  const kept = byItem && everyPlace ? await keptTotals(ex, caller, filter) : null;
  if (!kept) return null;
  const [row] = await ex
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(stockMaterial)
    .where(
      and(
        eq(stockMaterial.orgId, caller.orgId),
        isNotNull(MATERIAL_MASTERS[filter.kind].ref),
        gt(stockMaterial.quantity, 0),
      ),
    );
  // No place kept (another company's stock asked for, say): no material either.
  return { total: kept.total === 0 ? 0 : (row?.total ?? 0), value: kept.value };
}

/**
 * The count of the stock view's rows (or of its groups by `keys`) the filter keeps and the value of all of
 * them (decision 0910): one row a place and a filter by places only reads the kept totals; anything else
 * counts the balance rows.
 */
export async function countAndValue(
  ex: Executor,
  caller: Caller,
  filter: StockFilter,
  keys: readonly (SQL | AnyPgColumn)[] | null,
): Promise<StockTotals> {
  const kept = keys ? await keptItemTotals(ex, caller, filter, keys) : await keptTotals(ex, caller, filter);
  if (kept) return kept;
  const master = MATERIAL_MASTERS[filter.kind];
  const base = ex
    .select({ value: (keys ? sql<number>`sum(${balanceValue})` : sql<number>`${balanceValue}`).as('value') })
    .from(stockBalance)
    .innerJoin(...materialJoin)
    .$dynamic();
  // Only the joins the filter or the grouping reads: counting every row is what this statement costs.
  const withMaster = readsMaster(filter) ? base.innerJoin(master.table, master.on) : base;
  const rows = (
    readsIdentity(filter) || keys?.includes(stockIdentity.lotNumber)
      ? withMaster.innerJoin(...identityJoin)
      : withMaster
  ).where(and(stockConditions(caller, filter, master), placesOfMaterial(caller, filter)));
  const counted = (keys ? rows.groupBy(...keys) : rows).as('counted');
  const [totals] = await ex
    .select({ total: sql<number>`count(*)`.mapWith(Number), value: sumOf(counted.value) })
    .from(counted);
  return { total: totals?.total ?? 0, value: totals?.value ?? 0 };
}
