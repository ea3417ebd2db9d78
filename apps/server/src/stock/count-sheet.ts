import { countSheetLines, type DocumentCount } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import { queryRows, type Executor } from '../db/client.ts';
import type { Current } from '../documents/service.ts';
import { invalid } from '../documents/refusals.ts';

type Line = Record<string, unknown>;

/**
 * A stock area's balance rows of items as a count sheet's frozen lines (decision 1010), with the moment
 * and the ledger's last row, all read in one statement's snapshot.
 */
async function freezeOf(
  tx: Executor,
  caller: Caller,
  stockAreaId: number,
): Promise<{ freeze: Line; lines: Line[] }> {
  const rows = await queryRows<Line & { frozenAt: string; frozenLedgerId: number }>(
    tx,
    sql`SELECT to_char(p.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "frozenAt",
               p.last::float8 AS "frozenLedgerId", f.*
        FROM (SELECT now() AS at, coalesce(max(l.id), 0) AS last FROM stock_ledger l
              WHERE l.org_id = ${caller.orgId}) p
        LEFT JOIN LATERAL (
          SELECT m.item_id::int AS "itemId", i.lot_number AS "lotNumber", i.roll_number AS "rollNumber",
                 i.packing_type_id::int AS "packingTypeId", b.rack_id::int AS "rackId", b.held,
                 b.quantity::float8 AS "bookQuantity", it.uom_id::int AS "uomId",
                 CASE WHEN m.quantity > 0 THEN round(m.value / m.quantity, 2) ELSE 0 END::float8 AS rate,
                 it.name AS "itemName", b.id AS "balanceId"
          FROM stock_balance b
          JOIN stock_identity i ON i.org_id = b.org_id AND i.id = b.identity_id
          JOIN stock_material m ON m.org_id = b.org_id AND m.id = b.material_id
          JOIN item it ON it.org_id = m.org_id AND it.id = m.item_id
          WHERE b.org_id = ${caller.orgId} AND b.stock_area_id = ${stockAreaId} AND b.quantity > 0
        ) f ON true
        ORDER BY f."itemName", f."lotNumber", f."rollNumber", f."rackId" NULLS FIRST, f.held, f."balanceId"`,
  );
  const [first] = rows;
  const freeze = { frozenAt: first?.frozenAt ?? null, frozenLedgerId: first?.frozenLedgerId ?? 0 };
  const lines = rows
    .filter((row) => row.itemId !== null)
    .map(({ frozenAt: _at, frozenLedgerId: _last, itemName: _name, balanceId: _id, ...line }) => line);
  return { freeze, lines };
}

/** The moving average of each item named (0 without stock), for lines of stock found on no book. */
async function ratesOf(tx: Executor, caller: Caller, lines: readonly Line[]): Promise<Map<number, number>> {
  const ids = [...new Set(lines.map((line) => Number(line.itemId)).filter((id) => id > 0))];
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ itemId: number; rate: number }>(
    tx,
    sql`SELECT m.item_id::int AS "itemId",
               CASE WHEN m.quantity > 0 THEN round(m.value / m.quantity, 2) ELSE 0 END::float8 AS rate
        FROM stock_material m
        WHERE m.org_id = ${caller.orgId} AND m.item_id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((row) => [row.itemId, row.rate]));
}

/**
 * A count sheet's header fields of the freeze and its lines as saved (decision 1010). Made, it is frozen:
 * the stock area's balance rows become its lines with their book quantities, the moment and the ledger's
 * last row are kept, and counting goes on while the store works. Updated, it keeps its freeze: the book
 * quantities and rates are the stored ones, whatever the body says, and its stock area cannot change.
 */
export async function countSheet(
  tx: Executor,
  caller: Caller,
  count: DocumentCount,
  header: Line,
  given: readonly Line[],
  current: Current | undefined,
): Promise<{ header: Line; lines: Line[] }> {
  const stockAreaId = Number(header[count.areaField]);
  let frozen: Line[];
  let freeze: Line;
  if (current) {
    if (Number(current.row[count.areaField]) !== stockAreaId)
      throw invalid(
        count.areaField,
        'The sheet is frozen for its stock area: make a new count sheet for another one.',
      );
    frozen = current.lines.filter((line) => Number(line.bookQuantity ?? 0) > 0);
    freeze = { frozenAt: current.row.frozenAt, frozenLedgerId: current.row.frozenLedgerId };
  } else {
    ({ freeze, lines: frozen } = await freezeOf(tx, caller, stockAreaId));
  }
  const rates = await ratesOf(tx, caller, given);
  const { lines, issues } = countSheetLines(frozen, given, (line) => rates.get(Number(line.itemId)) ?? 0);
  if (issues.length > 0) throw new ValidationFailure(issues);
  return { header: freeze, lines };
}
