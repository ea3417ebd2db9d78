import { normaliseSearchText, SEARCH_IGNORED_MARKS } from '@erp/domain';
import { and, eq, gt, isNotNull, like, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Caller } from '../../core/caller.ts';
import { stockBalance, stockIdentity, stockMaterial } from '../../db/schema.ts';
import { escapeLike } from '../../stores/sql.ts';
import type { MaterialKind, MaterialMaster } from './materials.ts';

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
  company?: number | undefined;
  branch?: number | undefined;
  location?: number | undefined;
  lotNumber?: string | undefined;
  q?: string | undefined;
  held?: boolean | undefined;
  belowReorder?: boolean | undefined;
  productTypeId?: number | undefined;
}

const other = alias(stockBalance, 'other');
const otherIdentity = alias(stockIdentity, 'other_identity');

/**
 * The material's quantity over the organisation that is neither held nor reserved (what can be issued), read through its
 * identities: both steps walk a unique key that leads with the organisation. Hand-written: a correlated
 * scalar subquery, used in a select list and in a filter, which drizzle's builder cannot make without an
 * executor.
 */
export const availableOfMaterial = sql<number>`(
  SELECT coalesce(sum(${other.quantity} - ${other.reserved}), 0) FROM ${stockIdentity} ${otherIdentity}
  JOIN ${stockBalance} ${other} ON ${other.orgId} = ${otherIdentity.orgId} AND ${other.identityId} = ${otherIdentity.id}
  WHERE ${otherIdentity.orgId} = ${stockMaterial.orgId} AND ${otherIdentity.materialId} = ${stockMaterial.id}
    AND NOT ${other.held})`.mapWith(Number);

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

/** Whether the filter reads the identity (its lot, which the search finds too). */
export const readsIdentity = (filter: StockFilter): boolean =>
  Boolean(filter.lotNumber) || Boolean(normaliseSearchText(filter.q));

/**
 * A lot number as searches compare it (spec §5: no case, commas, dots, brackets, plus signs, hyphens or
 * spaces), worked out in the statement: a lot keeps no search text of its own.
 */
const lotSearchText = sql<string>`translate(regexp_replace(lower(${stockIdentity.lotNumber}), '\s', '', 'g'), ${SEARCH_IGNORED_MARKS}, '')`;

/** The balance rows with stock that the filter keeps, of the caller's organisation only. */
export function stockConditions(caller: Caller, filter: StockFilter, master: MaterialMaster): SQL {
  const parts: (SQL | undefined)[] = [
    eq(stockBalance.orgId, caller.orgId),
    gt(stockBalance.quantity, 0),
    // The kind as its master's reference (the same rows, by stock_material_kind_check): planned blind, an
    // equality on the kind counts the materials as one row, then walks every stocked place for each one
    // (decision 1920).
    isNotNull(master.ref),
  ];
  if (filter.company !== undefined && filter.company !== caller.orgId) parts.push(sql`false`);
  if (filter.itemId !== undefined) parts.push(eq(master.ref, filter.itemId));
  if (filter.stockAreaId !== undefined) parts.push(eq(stockBalance.stockAreaId, filter.stockAreaId));
  if (filter.branch !== undefined) parts.push(eq(stockBalance.branchId, filter.branch));
  if (filter.location !== undefined) parts.push(eq(stockBalance.locationId, filter.location));
  if (filter.lotNumber) parts.push(eq(stockIdentity.lotNumber, filter.lotNumber));
  if (filter.held !== undefined) parts.push(eq(stockBalance.held, filter.held));
  if (filter.productTypeId !== undefined) parts.push(sql`${master.productTypeId} = ${filter.productTypeId}`);
  const needle = normaliseSearchText(filter.q);
  // Issue 42: the search finds an item by its code or name, or a lot by its number.
  if (needle) {
    const pattern = `%${escapeLike(needle)}%`;
    parts.push(or(like(master.search, pattern), like(lotSearchText, pattern)));
  }
  if (filter.belowReorder !== undefined) {
    const below = belowReorderOf(master);
    parts.push(filter.belowReorder ? below : sql`NOT ${below}`);
  }
  return and(...parts) as SQL;
}
