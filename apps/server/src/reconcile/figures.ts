import {
  normaliseSearchText,
  reconcileFigures,
  type DepartmentMove,
  type ReconcileFigures,
  type ReconcileItem,
} from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { dayEnd, dayStart } from '../core/today.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { escapeLike } from '../stores/sql.ts';

/**
 * A department's material reconciliation read from the one ledger (decision 1020): the ledger rows of its
 * stock areas (the stock area master's department) before and in a period, by the moment they were posted.
 */

/** A department and a period, as calendar days 'yyyy-MM-dd' (both included). */
export interface DepartmentPeriod {
  departmentId: number;
  from: string;
  to: string;
}

/** The moments a period spans: from the start of its first day to the start of the day after its last. */
function bounds(period: DepartmentPeriod): { start: SQL; end: SQL } {
  return { start: dayStart(period.from), end: dayEnd(period.to) };
}

const areasOf = (caller: Caller, departmentId: number): SQL =>
  sql`SELECT a.id FROM stock_area a WHERE a.org_id = ${caller.orgId} AND a.department_id = ${departmentId}`;

/**
 * Each item's figures of the department for the period: its areas' rows before it sum to the opening; the
 * rows in it are netted per document line and movement, in its areas and in every other area (a transfer's
 * other leg, decision 1845), and counted by `reconcileFigures`. A move between two of its own areas, or a
 * document cancelled in the period, nets to nothing.
 */
export async function figuresOf(
  ex: Executor,
  caller: Caller,
  period: DepartmentPeriod,
  itemIds: readonly number[],
): Promise<Map<number, ReconcileFigures>> {
  if (itemIds.length === 0) return new Map();
  const { start, end } = bounds(period);
  const areas = areasOf(caller, period.departmentId);
  // The other legs are found by the document's index, only for the lines the department's rows name.
  const rows = await queryRows<{
    itemId: number;
    movement: string;
    before: boolean;
    quantity: number;
    elsewhere: number;
  }>(
    ex,
    sql`SELECT g."itemId", g.movement, g.before, g.quantity,
               CASE WHEN g.before THEN 0 ELSE (
                 SELECT coalesce(sum(o.quantity), 0)::float8 FROM stock_ledger o
                 JOIN stock_material om ON om.org_id = o.org_id AND om.id = o.material_id
                 WHERE o.org_id = ${caller.orgId} AND o.document_type = g.document_type
                   AND o.document_id = g.document_id AND o.document_no IS NOT DISTINCT FROM g.document_no
                   AND o.line_id IS NOT DISTINCT FROM g.line_id AND o.movement = g.movement
                   AND om.item_id = g."itemId" AND o.stock_area_id NOT IN (${areas})
                   AND o.created_at >= ${start} AND o.created_at < ${end}) END AS elsewhere
        FROM (SELECT m.item_id AS "itemId", l.movement, l.created_at < ${start} AS before, l.document_type,
                     l.document_id, l.document_no, l.line_id, sum(l.quantity)::float8 AS quantity
              FROM stock_ledger l
              JOIN stock_material m ON m.org_id = l.org_id AND m.id = l.material_id
              WHERE l.org_id = ${caller.orgId}
                AND m.item_id IN (${sql.join(
                  itemIds.map((id) => sql`${id}`),
                  sql`, `,
                )})
                AND l.stock_area_id IN (${areas})
                AND l.created_at < ${end}
              GROUP BY m.item_id, l.movement, before, l.document_type, l.document_id, l.document_no, l.line_id) g`,
  );
  const byItem = new Map<number, { opening: number; moves: DepartmentMove[] }>(
    itemIds.map((id) => [id, { opening: 0, moves: [] }]),
  );
  for (const row of rows) {
    const entry = byItem.get(Number(row.itemId));
    if (!entry) continue;
    if (row.before) entry.opening += row.quantity;
    else entry.moves.push({ movement: row.movement, quantity: row.quantity, elsewhere: row.elsewhere });
  }
  return new Map(
    [...byItem].map(([id, { opening, moves }]) => [id, reconcileFigures(opening, moves)] as const),
  );
}

interface Holding {
  quantity: number;
  area: { id: number; name: string | null } | null;
}

/** What the department's areas hold of each item now, and the area holding most of it. */
async function holdingsOf(
  ex: Executor,
  caller: Caller,
  departmentId: number,
  itemIds: readonly number[],
): Promise<Map<number, Holding>> {
  if (itemIds.length === 0) return new Map();
  const rows = await queryRows<{
    itemId: number;
    stockAreaId: number;
    name: string | null;
    quantity: number;
  }>(
    ex,
    sql`SELECT m.item_id AS "itemId", b.stock_area_id AS "stockAreaId", a.name, sum(b.quantity)::float8 AS quantity
        FROM stock_balance b
        JOIN stock_material m ON m.org_id = b.org_id AND m.id = b.material_id
        JOIN stock_area a ON a.org_id = b.org_id AND a.id = b.stock_area_id
        WHERE b.org_id = ${caller.orgId}
          AND m.item_id IN (${sql.join(
            itemIds.map((id) => sql`${id}`),
            sql`, `,
          )})
          AND a.department_id = ${departmentId}
        GROUP BY m.item_id, b.stock_area_id, a.name
        ORDER BY quantity DESC, b.stock_area_id`,
  );
  const holdings = new Map<number, Holding>();
  for (const row of rows) {
    const held = holdings.get(Number(row.itemId));
    const area = row.quantity > 0 ? { id: Number(row.stockAreaId), name: row.name } : null;
    holdings.set(Number(row.itemId), {
      quantity: (held?.quantity ?? 0) + row.quantity,
      area: held?.area ?? area,
    });
  }
  return holdings;
}

/** The body of `searchItem` once read: a department, a period, a search and a page (decision 1020). */
export interface ReconcileSearch extends DepartmentPeriod {
  search: string;
  page: number;
  size: number;
}

/**
 * The items the department moved in the period or held when it ended (its areas' ledger rows in the period,
 * or their book above zero at its end: decision 1845), matching the search by name or code, a page at a time by name, with their figures.
 */
export async function searchReconcileItems(
  ex: Executor,
  caller: Caller,
  query: ReconcileSearch,
): Promise<{ rows: ReconcileItem[]; totalCount: number }> {
  const { start, end } = bounds(query);
  const areas = areasOf(caller, query.departmentId);
  const needle = normaliseSearchText(query.search);
  // One row even past the last page: the count, and the page's item (none there) beside it. An item held
  // when the period ends: what its areas hold now less what their rows since the end brought.
  const found = await queryRows<{
    total: number;
    itemId: number | null;
    itemName: string;
    itemCode: string | null;
    uomId: number | null;
    uomName: string | null;
  }>(
    ex,
    sql`WITH matched AS (
          SELECT i.id, i.name, i.code, i.uom_id FROM stock_material m
          JOIN item i ON i.org_id = m.org_id AND i.id = m.item_id
          WHERE m.org_id = ${caller.orgId} AND m.kind = 'item'
            ${needle ? sql`AND i.search LIKE ${`%${escapeLike(needle)}%`}` : sql``}
            AND (EXISTS (SELECT 1 FROM stock_ledger l
                         WHERE l.org_id = m.org_id AND l.material_id = m.id AND l.stock_area_id IN (${areas})
                           AND l.created_at >= ${start} AND l.created_at < ${end})
                 OR (SELECT coalesce(sum(b.quantity), 0) FROM stock_balance b
                     WHERE b.org_id = m.org_id AND b.material_id = m.id AND b.stock_area_id IN (${areas}))
                    - (SELECT coalesce(sum(l.quantity), 0) FROM stock_ledger l
                       WHERE l.org_id = m.org_id AND l.material_id = m.id AND l.stock_area_id IN (${areas})
                         AND l.created_at >= ${end}) > 0))
        SELECT c.total, p.id AS "itemId", p.name AS "itemName", p.code AS "itemCode", p.uom_id AS "uomId",
               u.name AS "uomName"
        FROM (SELECT count(*)::int AS total FROM matched) c
        LEFT JOIN LATERAL (
          SELECT * FROM matched ORDER BY lower(matched.name), matched.id
          LIMIT ${query.size} OFFSET ${(query.page - 1) * query.size}
        ) p ON true
        LEFT JOIN uom u ON u.org_id = ${caller.orgId} AND u.id = p.uom_id
        ORDER BY lower(p.name), p.id`,
  );
  const page = found.flatMap(({ total: _total, itemId, ...row }) =>
    itemId === null ? [] : [{ ...row, itemId: Number(itemId) }],
  );
  const ids = page.map((row) => Number(row.itemId));
  const figures = await figuresOf(ex, caller, query, ids);
  const holdings = await holdingsOf(ex, caller, query.departmentId, ids);
  const rows = page.map((row): ReconcileItem => {
    const figure = figures.get(Number(row.itemId));
    const holding = holdings.get(Number(row.itemId));
    return {
      ...row,
      uomId: row.uomId === null ? null : Number(row.uomId),
      stockAreaId: holding?.area?.id ?? null,
      stockAreaName: holding?.area?.name ?? null,
      openingQuantity: figure?.opening ?? 0,
      receivedQuantity: figure?.received ?? 0,
      consumedQuantity: figure?.consumed ?? 0,
      returnedQuantity: figure?.returned ?? 0,
      adjustedQuantity: figure?.adjusted ?? 0,
      bookQuantity: figure?.book ?? 0,
      holdingQuantity: Number((holding?.quantity ?? 0).toFixed(3)),
    };
  });
  return { rows, totalCount: found[0]?.total ?? 0 };
}
