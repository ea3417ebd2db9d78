import { standingStatuses } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { headerColumn, inList, lineColumn, linesWithHeaders } from './columns.ts';
import type { DocumentResource } from './resource.ts';
import { isId } from './taxes.ts';

/**
 * A party's last rate of an item on its orders (issue 16, decision 0850), which a new line of a GST document
 * takes when it names none. Every query is of the caller's organisation.
 */

/** The last price of an item on a party's orders: the rate, the order's date and number. */
export interface LastPrice {
  rate: number;
  date: string;
  number: string;
}

/**
 * The latest price of each item on the party's submitted orders of this type: the line of the order with
 * the latest date (then the latest order, then its last line of the item).
 */
export async function lastPrices(
  ex: Executor,
  resource: DocumentResource,
  caller: Caller,
  partyId: number,
  itemIds: readonly number[],
): Promise<Map<number, LastPrice>> {
  if (itemIds.length === 0) return new Map();
  const item = lineColumn(resource, 'itemId');
  const rows = await queryRows<LastPrice & { itemId: number }>(
    ex,
    sql`SELECT DISTINCT ON (${item}) ${item} AS "itemId", ${lineColumn(resource, 'rate')} AS rate,
               ${headerColumn(resource, 'date')} AS date, t.number
        ${linesWithHeaders(resource, caller)}
          AND ${headerColumn(resource, 'partyId')} = ${partyId}
          AND ${item} IN (${inList(itemIds)})
          AND t.status IN (${inList(standingStatuses(resource.def.statuses))})
          AND ${lineColumn(resource, 'rate')} IS NOT NULL
        ORDER BY ${item}, ${headerColumn(resource, 'date')} DESC, t.id DESC, l.line_no DESC`,
  );
  return new Map(rows.map(({ itemId, ...price }) => [itemId, price]));
}

const blank = (value: unknown): boolean => value === undefined || value === null || value === '';

/**
 * The items' defaults with the party's last rate in place of the item's price (issue 16: "the last rate
 * from that supplier, else the item's purchase price"; the sales order alike with its customer). Only the
 * items of lines without a rate are looked up: a body that gives every rate costs no query.
 */
export async function withLastRates<T extends { rate: number | null }>(
  ex: Executor,
  resource: DocumentResource,
  caller: Caller,
  body: { partyId: unknown; lines: readonly Record<string, unknown>[] },
  items: ReadonlyMap<number, T>,
): Promise<ReadonlyMap<number, T>> {
  const unpriced = body.lines.filter((line) => blank(line.rate)).map((line) => line.itemId);
  const wanted = [...new Set(unpriced.filter(isId))].filter((id) => items.has(id));
  if (!isId(body.partyId) || wanted.length === 0) return items;
  const prices = await lastPrices(ex, resource, caller, body.partyId, wanted);
  return new Map(
    [...items].map(([id, item]) => {
      const price = prices.get(id);
      return [id, price ? { ...item, rate: price.rate } : item];
    }),
  );
}
