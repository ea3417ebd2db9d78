// The stock view's totals per stock area (decision 0961), kept by every posting in its transaction: the
// balance rows with stock and their value at the moving average, each row's to the paisa as the view values
// it, by kind of material, stock area, branch and location. A posting changes the value of the rows it posts
// at and, when it changes a material's quantity or value, of every stocked row of that material; those rows'
// share is read before the write and again after it, and the difference added to the area rows.
import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { stockAreaTotal, stockBalance, stockIdentity, stockMaterial } from '../db/schema.ts';
import type { Caller } from '../core/caller.ts';
import { balanceValue } from './reads/filter.ts';

/** The rows a posting revalues: those it posts at, and every stocked row of the materials whose average moved. */
export interface Revalued {
  balanceIds: readonly number[];
  materialIds: readonly number[];
}

/** What the revalued rows add to one area row (`value` exact, as text). */
export interface AreaShare {
  kind: string;
  stockAreaId: number;
  branchId: number | null;
  locationId: number | null;
  places: number;
  value: string;
}

const summed = sql`sum(${balanceValue})`;

/**
 * The revalued rows with stock by area row. The materials' rows are reached through their identities (the
 * balance has no index by material); no other posting changes them meanwhile: their material rows are locked.
 */
function shares<V>(tx: Executor, caller: Caller, revalued: Revalued, value: SQL<V>) {
  const ids: SQL[] = [];
  if (revalued.balanceIds.length > 0) {
    ids.push(
      sql`${tx
        .select({ id: stockBalance.id })
        .from(stockBalance)
        .where(
          and(eq(stockBalance.orgId, caller.orgId), inArray(stockBalance.id, [...revalued.balanceIds])),
        )}`,
    );
  }
  if (revalued.materialIds.length > 0) {
    ids.push(
      sql`${tx
        .select({ id: stockBalance.id })
        .from(stockIdentity)
        .innerJoin(
          stockBalance,
          and(eq(stockBalance.orgId, stockIdentity.orgId), eq(stockBalance.identityId, stockIdentity.id)),
        )
        .where(
          and(
            eq(stockIdentity.orgId, caller.orgId),
            inArray(stockIdentity.materialId, [...revalued.materialIds]),
            gt(stockBalance.quantity, 0),
          ),
        )}`,
    );
  }
  return tx
    .select({
      kind: stockMaterial.kind,
      stockAreaId: stockBalance.stockAreaId,
      branchId: stockBalance.branchId,
      locationId: stockBalance.locationId,
      places: sql<number>`count(*)`.mapWith(Number),
      value,
    })
    .from(stockBalance)
    .innerJoin(
      stockMaterial,
      and(eq(stockMaterial.orgId, stockBalance.orgId), eq(stockMaterial.id, stockBalance.materialId)),
    )
    .where(
      and(
        eq(stockBalance.orgId, caller.orgId),
        gt(stockBalance.quantity, 0),
        sql`${stockBalance.id} IN (${sql.join(ids, sql` UNION `)})`,
      ),
    )
    .groupBy(stockMaterial.kind, stockBalance.stockAreaId, stockBalance.branchId, stockBalance.locationId);
}

/** The revalued rows' share of the area rows before the posting writes (read after its locks). */
export async function sharesBefore(tx: Executor, caller: Caller, revalued: Revalued): Promise<AreaShare[]> {
  if (revalued.balanceIds.length === 0 && revalued.materialIds.length === 0) return [];
  return shares(tx, caller, revalued, sql<string>`${summed}::text`);
}

/**
 * Adds to the area rows the revalued rows' share after the posting less `before`, in one statement: an
 * INSERT … SELECT over a VALUES list with ON CONFLICT, which drizzle's builder cannot say. Rows are made or
 * updated in the order of their stock area, so two postings lock the rows they share in the same order.
 */
export async function keepAreaTotals(
  tx: Executor,
  caller: Caller,
  revalued: Revalued,
  before: readonly AreaShare[],
): Promise<void> {
  if (revalued.balanceIds.length === 0 && revalued.materialIds.length === 0) return;
  const after = shares(tx, caller, revalued, summed);
  const taken = before.map(
    (b) =>
      sql`(${b.kind}::text, ${b.stockAreaId}::bigint, ${b.branchId}::bigint, ${b.locationId}::bigint, ${-b.places}::bigint, -${b.value}::numeric)`,
  );
  const rows = taken.length > 0 ? sql`(${after}) UNION ALL VALUES ${sql.join(taken, sql`, `)}` : after;
  const t = stockAreaTotal;
  await tx.execute(sql`
    INSERT INTO ${t} (org_id, kind, stock_area_id, branch_id, location_id, places, value)
    SELECT ${caller.orgId}::bigint, d.kind, d.stock_area_id, d.branch_id, d.location_id, sum(d.places), sum(d.value)
      FROM (${rows}) AS d (kind, stock_area_id, branch_id, location_id, places, value)
     GROUP BY d.kind, d.stock_area_id, d.branch_id, d.location_id
    HAVING sum(d.places) <> 0 OR sum(d.value) <> 0
     ORDER BY d.stock_area_id, d.kind, d.branch_id, d.location_id
    ON CONFLICT ON CONSTRAINT stock_area_total_key DO UPDATE
       SET places = ${t}.places + excluded.places, value = ${t}.value + excluded.value, updated_at = now()`);
}
