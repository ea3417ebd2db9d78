import type { PageWindow } from '@erp/domain';
import { and, eq, gt, sql, type asc, type SQL } from 'drizzle-orm';
import type { Caller } from '../../core/caller.ts';
import type { Executor } from '../../db/client.ts';
import { stockBalance, stockIdentity, stockMaterial } from '../../db/schema.ts';
import { stockConditions, stockedMaterialConditions, type StockFilter } from './filter.ts';
import { MATERIAL_MASTERS, type MaterialMaster } from './materials.ts';

/**
 * The identities (lots, rolls) of the masters of a page of the stock view in name order (`direction`), which
 * the page's statement joins its places to first (decision 1941); `stocked` as `fewStocked` found.
 */
export function pageIdentities(
  ex: Executor,
  caller: Caller,
  filter: StockFilter,
  window: PageWindow,
  direction: typeof asc,
  stocked: SQL | undefined,
) {
  const master = MATERIAL_MASTERS[filter.kind];
  return identitiesOf(
    ex,
    caller,
    master,
    pageMasters(ex, caller, filter, master, window, direction, stocked),
  );
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
  stocked: SQL | undefined,
) {
  const order = [direction(sql`lower(${master.name})`), direction(master.id)];
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
export async function fewStocked(
  ex: Executor,
  caller: Caller,
  filter: StockFilter,
): Promise<SQL | undefined> {
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
  return (counted?.n ?? 0) <= SORTED_STOCKED ? stocked : undefined;
}

/** The identities (lots, rolls) of the masters of `masters`' ids, through the material's and identity's indexes. */
function identitiesOf(
  ex: Executor,
  caller: Caller,
  master: MaterialMaster,
  masters: ReturnType<typeof pageMasters>,
) {
  // From the page's masters, written first: as `IN (masters)` it was planned as a hash of every identity.
  const page = masters.as('page_master');
  return ex
    .select({ id: stockIdentity.id })
    .from(page)
    .innerJoin(stockMaterial, and(eq(stockMaterial.orgId, caller.orgId), eq(master.ref, page.id)))
    .innerJoin(stockIdentity, identityOfMaterial(caller));
}
