import { RESPONSE_CODES } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client.ts';
import { SQLSTATE, databaseFailure } from '../db/errors.ts';
import { AppError } from '../core/errors.ts';
import { callerScope } from '../core/scope.ts';
import type { Caller } from '../core/caller.ts';

/** One movement of stock to post: signed quantity (positive in), in the item's unit of measure. */
export interface Movement {
  itemId: number;
  stockAreaId: number;
  movement: string;
  documentNo: string;
  quantity: number;
  rate: number;
}

export interface PostedMovement extends Movement {
  id: number;
  balanceAfter: number;
}

/** Rows per statement: a fixed, small number of statements however long the sheet (STYLE: query counts). */
const CHUNK = 1000;

const chunks = <T>(list: readonly T[]): T[][] => {
  const result: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) result.push(list.slice(i, i + CHUNK));
  return result;
};

const placeKey = (itemId: number, stockAreaId: number): string => `${itemId}:${stockAreaId}`;

const places = (list: readonly Movement[]): SQL =>
  sql.join(
    list.map((m) => sql`(${m.itemId}::bigint, ${m.stockAreaId}::bigint)`),
    sql`, `,
  );

/** Quantities and values are kept to 3 and 2 decimals, as the columns are. */
const round = (value: number, decimals: number): number => Number(value.toFixed(decimals));

/**
 * Posts movements in the caller's transaction (ARCHITECTURE "Stock"): the balance rows of every place
 * touched are created when missing and locked in one fixed order (item, then stock area, so two postings
 * never wait on each other in a circle), the new balances are computed and may not go below zero, then
 * the balances are updated and the ledger rows appended. Another posting of the same places waits for
 * this one and then sees its balances.
 */
export async function postMovements(
  tx: Executor,
  caller: Caller,
  movements: readonly Movement[],
): Promise<PostedMovement[]> {
  if (movements.length === 0) return [];
  const ordered = [...movements].sort((a, b) => a.itemId - b.itemId || a.stockAreaId - b.stockAreaId);
  const distinct = [...new Map(ordered.map((m) => [placeKey(m.itemId, m.stockAreaId), m])).values()];
  const balances = new Map<string, { quantity: number; value: number }>();
  for (const part of chunks(distinct)) {
    await tx.execute(
      sql`INSERT INTO stock_balance (org_id, item_id, stock_area_id, updated_by)
          SELECT ${caller.orgId}, p.item_id, p.stock_area_id, ${caller.staffId}
          FROM (VALUES ${places(part)}) AS p (item_id, stock_area_id)
          ON CONFLICT (org_id, item_id, stock_area_id) DO NOTHING`,
    );
    const locked = await queryRows<{ itemId: number; stockAreaId: number; quantity: number; value: number }>(
      tx,
      sql`SELECT b.item_id AS "itemId", b.stock_area_id AS "stockAreaId", b.quantity, b.value
          FROM stock_balance b
          WHERE ${callerScope('b', caller)} AND (b.item_id, b.stock_area_id) IN (${places(part)})
          ORDER BY b.item_id, b.stock_area_id
          FOR UPDATE`,
    );
    for (const row of locked) {
      balances.set(placeKey(row.itemId, row.stockAreaId), { quantity: row.quantity, value: row.value });
    }
  }

  const posted: PostedMovement[] = [];
  for (const movement of ordered) {
    const key = placeKey(movement.itemId, movement.stockAreaId);
    const balance = balances.get(key) ?? { quantity: 0, value: 0 };
    const quantity = round(balance.quantity + movement.quantity, 3);
    if (quantity < 0) {
      throw new AppError(
        RESPONSE_CODES.VALIDATION_FAILED,
        'There is not enough stock of the item in the stock area for this movement.',
      );
    }
    // Stock going out takes value at the place's average rate; stock coming in adds its own value.
    const value =
      movement.quantity > 0
        ? round(balance.value + movement.quantity * movement.rate, 2)
        : balance.quantity === 0
          ? 0
          : round(balance.value * (quantity / balance.quantity), 2);
    balances.set(key, { quantity, value });
    posted.push({ ...movement, id: 0, balanceAfter: quantity });
  }

  try {
    for (const part of chunks(distinct)) {
      const rows = sql.join(
        part.map((m) => {
          const balance = balances.get(placeKey(m.itemId, m.stockAreaId)) ?? { quantity: 0, value: 0 };
          return sql`(${m.itemId}::bigint, ${m.stockAreaId}::bigint, ${balance.quantity}::numeric, ${balance.value}::numeric)`;
        }),
        sql`, `,
      );
      await tx.execute(
        sql`UPDATE stock_balance b
            SET quantity = v.quantity, value = v.value, version = b.version + 1,
                updated_by = ${caller.staffId}, updated_at = now()
            FROM (VALUES ${rows}) AS v (item_id, stock_area_id, quantity, value)
            WHERE ${callerScope('b', caller)} AND b.item_id = v.item_id AND b.stock_area_id = v.stock_area_id`,
      );
    }
    for (const part of chunks(posted)) {
      const values = sql.join(
        part.map(
          (m) =>
            sql`(${caller.orgId}, ${m.itemId}, ${m.stockAreaId}, ${m.movement}, ${m.documentNo}, ${m.quantity}, ${m.rate}, ${m.balanceAfter}, ${caller.staffId})`,
        ),
        sql`, `,
      );
      const ids = await queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO stock_ledger (org_id, item_id, stock_area_id, movement, document_no, quantity, rate, balance_after, created_by)
            VALUES ${values} RETURNING id`,
      );
      ids.forEach((row, index) => {
        const movement = part[index];
        if (movement) movement.id = row.id;
      });
    }
  } catch (error) {
    if (databaseFailure(error)?.code === SQLSTATE.UNIQUE_VIOLATION) {
      throw new AppError(
        RESPONSE_CODES.DUPLICATE,
        'Opening stock of one of these items and stock areas was posted meanwhile: reload and check.',
      );
    }
    throw error;
  }
  return posted;
}
