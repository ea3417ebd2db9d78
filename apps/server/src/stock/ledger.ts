import { RESPONSE_CODES } from '@erp/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { SQLSTATE, databaseFailure } from '../db/errors.ts';
import { stockBalance, stockLedger } from '../db/schema.ts';
import { AppError } from '../core/errors.ts';
import type { Caller } from '../core/caller.ts';

/** A place of stock: an item in a stock area. */
export interface Place {
  itemId: number;
  stockAreaId: number;
}

/** One movement of stock to post: signed quantity (positive in), in the item's unit of measure. */
export interface Movement extends Place {
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

/**
 * The rows whose (item, stock area) is one of `list`'s places. Hand-written: drizzle has no row-value IN,
 * and an OR of a thousand pairs would plan far worse.
 */
export const atPlaces = (itemId: AnyPgColumn, stockAreaId: AnyPgColumn, list: readonly Place[]): SQL =>
  sql`(${itemId}, ${stockAreaId}) IN (${sql.join(
    list.map((place) => sql`(${place.itemId}::bigint, ${place.stockAreaId}::bigint)`),
    sql`, `,
  )})`;

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
    await tx
      .insert(stockBalance)
      .values(
        part.map((m) => ({
          orgId: caller.orgId,
          itemId: m.itemId,
          stockAreaId: m.stockAreaId,
          updatedBy: caller.staffId,
        })),
      )
      .onConflictDoNothing({ target: [stockBalance.orgId, stockBalance.itemId, stockBalance.stockAreaId] });
    const locked = await tx
      .select({
        itemId: stockBalance.itemId,
        stockAreaId: stockBalance.stockAreaId,
        quantity: stockBalance.quantity,
        value: stockBalance.value,
      })
      .from(stockBalance)
      .where(
        and(
          eq(stockBalance.orgId, caller.orgId),
          atPlaces(stockBalance.itemId, stockBalance.stockAreaId, part),
        ),
      )
      .orderBy(stockBalance.itemId, stockBalance.stockAreaId)
      .for('update');
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
      // Every place's new balance in one statement: UPDATE … FROM a VALUES list, which drizzle cannot say
      // (its update takes one set of values for every row it changes).
      await tx
        .update(stockBalance)
        .set({
          quantity: sql`v.quantity`,
          value: sql`v.value`,
          version: sql`${stockBalance.version} + 1`,
          updatedBy: caller.staffId,
          updatedAt: sql`now()`,
        })
        .from(sql`(VALUES ${rows}) AS v (item_id, stock_area_id, quantity, value)`)
        .where(
          and(
            eq(stockBalance.orgId, caller.orgId),
            eq(stockBalance.itemId, sql`v.item_id`),
            eq(stockBalance.stockAreaId, sql`v.stock_area_id`),
          ),
        );
    }
    for (const part of chunks(posted)) {
      const ids = await tx
        .insert(stockLedger)
        .values(
          part.map((m) => ({
            orgId: caller.orgId,
            itemId: m.itemId,
            stockAreaId: m.stockAreaId,
            movement: m.movement,
            documentNo: m.documentNo,
            quantity: m.quantity,
            rate: m.rate,
            balanceAfter: m.balanceAfter,
            createdBy: caller.staffId,
          })),
        )
        .returning({ id: stockLedger.id });
      // The ids come back in the order of the rows given.
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
