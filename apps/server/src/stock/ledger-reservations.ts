import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { stockReservation } from '../db/schema.ts';
import type { BalanceRow, ReservationRow } from './ledger-types.ts';

/** The reservation rows of the balances that hold some, by balance, oldest first. */
export async function reservationsOf(
  tx: Executor,
  caller: Caller,
  balances: readonly BalanceRow[],
): Promise<Map<number, ReservationRow[]>> {
  const ids = balances.filter((b) => b.reserved > 0).map((b) => b.id);
  const result = new Map<number, ReservationRow[]>();
  if (ids.length === 0) return result;
  const rows = await tx
    .select({
      id: stockReservation.id,
      balanceId: stockReservation.balanceId,
      documentType: stockReservation.documentType,
      documentId: stockReservation.documentId,
      salesOrderId: stockReservation.salesOrderId,
      quantity: stockReservation.quantity,
    })
    .from(stockReservation)
    .where(and(eq(stockReservation.orgId, caller.orgId), inArray(stockReservation.balanceId, ids)))
    .orderBy(asc(stockReservation.id));
  for (const row of rows) result.set(row.balanceId, [...(result.get(row.balanceId) ?? []), row]);
  return result;
}

/** Writes the rows a posting lowered: the used-up ones go, the others keep what is left. */
export async function writeReservations(
  tx: Executor,
  caller: Caller,
  rows: readonly ReservationRow[],
  before: ReadonlyMap<number, number>,
): Promise<void> {
  const changed = rows.filter((row) => before.get(row.id) !== row.quantity);
  const gone = changed.filter((row) => row.quantity <= 0).map((row) => row.id);
  if (gone.length > 0)
    await tx
      .delete(stockReservation)
      .where(and(eq(stockReservation.orgId, caller.orgId), inArray(stockReservation.id, gone)));
  for (const row of changed.filter((candidate) => candidate.quantity > 0))
    await tx
      .update(stockReservation)
      .set({ quantity: row.quantity })
      .where(
        and(
          eq(stockReservation.orgId, caller.orgId),
          eq(stockReservation.id, row.id),
          gt(stockReservation.quantity, sql`0`),
        ),
      );
}
