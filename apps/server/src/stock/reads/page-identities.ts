import type { PageWindow } from '@erp/domain';
import { and, eq, gt, inArray, sql, type asc, type SQL } from 'drizzle-orm';
import type { Caller } from '../../core/caller.ts';
import type { Executor } from '../../db/client.ts';
import { stockBalance, stockIdentity, stockMaterial } from '../../db/schema.ts';
import {
  namedIdentities,
  placesOfMaterial,
  readsIdentity,
  stockConditions,
  stockedMaterialConditions,
  type StockFilter,
} from './filter.ts';
import { MATERIAL_MASTERS, type MaterialMaster } from './materials.ts';
import { identityJoin, materialJoin } from './totals.ts';

/** How the page's masters are chosen: among the few stocked materials (`fewStocked`), or these (`keptMasters`). */
export type MastersChosen = { stocked: SQL } | { ids: readonly number[] } | undefined;

/**
 * The identities (lots, rolls) of the masters of a page of the stock view in name order (`direction`), which
 * the page's statement joins its places to first (decision 1941), as `chosen` says; only those the filter
 * names when it names lots.
 */
export function pageIdentities(
  ex: Executor,
  caller: Caller,
  filter: StockFilter,
  window: PageWindow,
  direction: typeof asc,
  chosen: MastersChosen,
) {
  const master = MATERIAL_MASTERS[filter.kind];
  return identitiesOf(
    ex,
    caller,
    filter,
    master,
    pageMasters(ex, caller, filter, master, window, direction, chosen),
  );
}

/**
 * Up to this many rows (or groups) the filter keeps, the page's masters are read from those rows
 * (`keptMasters`) rather than by walking every master's name.
 */
export const FEW_KEPT = 2_000;

/**
 * The masters of the first `offset + limit` rows (or groups) in name order (`direction`) among the `total`
 * the filter keeps, read from those rows when they are few (FEW_KEPT); undefined when many. Planned freely,
 * as the count of the same rows just was (not in the page's transaction, whose joins go in the order they
 * are written): a search that found one lot walked all 100,015 items' names, probing each (750 ms).
 */
export async function keptMasters(
  ex: Executor,
  caller: Caller,
  filter: StockFilter,
  window: PageWindow,
  direction: typeof asc,
  total: number,
): Promise<readonly number[] | undefined> {
  if (total > FEW_KEPT) return undefined;
  const master = MATERIAL_MASTERS[filter.kind];
  const kept = ex
    .select({ id: master.id })
    .from(stockBalance)
    .innerJoin(...materialJoin)
    .innerJoin(master.table, master.on)
    .$dynamic();
  const rows = await (readsIdentity(filter) ? kept.innerJoin(...identityJoin) : kept)
    .where(
      and(
        stockConditions(caller, filter, master),
        placesOfMaterial(caller, filter),
        eq(master.orgId, caller.orgId),
      ),
    )
    .groupBy(master.id)
    .orderBy(direction(sql`lower(${master.name})`), direction(master.id))
    .limit(window.offset + window.limit);
  return rows.map((row) => Number(row.id));
}

/** A material's identities, by the identities' index that leads with the organisation. */
const identityOfMaterial = (caller: Caller) =>
  and(eq(stockIdentity.orgId, caller.orgId), eq(stockIdentity.materialId, stockMaterial.id));

/**
 * The first `offset + limit` masters in name order (`direction`) with a balance row the filter keeps: the
 * masters of the page's rows or groups, since each has one at least. Chosen among the materials the ledger
 * keeps with stock when the filter asks nothing of a place (`stockedMaterialConditions`): a database that
 * grows as it is used gains items, lots and parties that hold nothing, and walking the name index probed
 * each of them (65x the item list's page after 5,000 items more, decision 2283). Otherwise each master's
 * first such row is joined `LATERAL … LIMIT 1`, which no plan can turn into a hash of every place: as an
 * `EXISTS`, with statistics stale, it was planned as a semi-join over 300,001 places (1.8 s) rather than the
 * name index's walk (1.7 ms) (decision 1941).
 */
function pageMasters(
  ex: Executor,
  caller: Caller,
  filter: StockFilter,
  master: MaterialMaster,
  window: PageWindow,
  direction: typeof asc,
  chosen: MastersChosen,
) {
  const order = [direction(sql`lower(${master.name})`), direction(master.id)];
  if (chosen && 'ids' in chosen)
    return ex
      .select({ id: master.id })
      .from(master.table)
      .where(and(eq(master.orgId, caller.orgId), inArray(master.id, [...chosen.ids])))
      .orderBy(...order)
      .limit(window.offset + window.limit);
  const stocked = chosen?.stocked;
  if (stocked)
    return (
      ex
        .select({ id: master.id })
        .from(stockMaterial)
        .innerJoin(master.table, master.on)
        .where(and(stocked, eq(master.orgId, caller.orgId)))
        // The name as no index has it (`|| ''`), so that the few stocked are sorted: the planner, not knowing
        // the stocked sort last, walked the name index past every unstocked master.
        .orderBy(direction(sql`lower(${master.name}) || ''`), direction(master.id))
        .limit(window.offset + window.limit)
    );
  const probe = ex
    .select({ stocked: sql`1`.as('stocked') })
    .from(stockMaterial)
    .innerJoin(stockIdentity, identityOfMaterial(caller))
    .innerJoin(stockBalance, eq(stockBalance.identityId, stockIdentity.id))
    .where(
      and(
        eq(stockMaterial.orgId, caller.orgId),
        eq(master.ref, master.id),
        stockConditions(caller, filter, master),
      ),
    )
    .limit(1)
    .as('stocked');
  return ex
    .select({ id: master.id })
    .from(master.table)
    .crossJoinLateral(probe)
    .where(eq(master.orgId, caller.orgId))
    .orderBy(...order)
    .limit(window.offset + window.limit);
}

/** Up to this many materials with stock, Inventory Stock's page sorts them rather than walk its masters' names. */
const SORTED_STOCKED = 5_000;

/**
 * The conditions of the materials with stock to sort for the page (`stockedMaterialConditions`) when they are
 * few, counted up to SORTED_STOCKED by their own index; undefined when they are many, and the page walks the
 * masters' name index, which with most masters stocked finds a page in its first steps (decision 2283).
 */
export async function fewStocked(ex: Executor, caller: Caller, filter: StockFilter): Promise<MastersChosen> {
  const stocked = stockedMaterialConditions(caller, filter, MATERIAL_MASTERS[filter.kind]);
  if (!stocked) return undefined;
  const some = ex
    .select({ one: sql`1`.as('one') })
    .from(stockMaterial)
    .where(
      and(
        eq(stockMaterial.orgId, caller.orgId),
        eq(stockMaterial.kind, filter.kind),
        gt(stockMaterial.quantity, 0),
      ),
    )
    .limit(SORTED_STOCKED + 1)
    .as('some');
  const [counted] = await ex.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(some);
  return (counted?.n ?? 0) <= SORTED_STOCKED ? { stocked } : undefined;
}

/**
 * The identities (lots, rolls) of `masters`, through the material's and identity's indexes; only the lots the
 * filter names when it names them (a lot or roll number, or a search that found lots and no item), so that a
 * master of thousands of rolls is not read whole for one.
 */
function identitiesOf(
  ex: Executor,
  caller: Caller,
  filter: StockFilter,
  master: MaterialMaster,
  masters: ReturnType<typeof pageMasters>,
) {
  // From the page's masters, written first: as `IN (masters)` it was planned as a hash of every identity.
  const page = masters.as('page_master');
  return ex
    .select({ id: stockIdentity.id })
    .from(page)
    .innerJoin(stockMaterial, and(eq(stockMaterial.orgId, caller.orgId), eq(master.ref, page.id)))
    .innerJoin(stockIdentity, and(identityOfMaterial(caller), namedIdentities(filter)));
}
