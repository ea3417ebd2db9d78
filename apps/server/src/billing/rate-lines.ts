import { signOf } from '@erp/domain';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { queryRows, type Executor } from '../db/client.ts';
import {
  billingTables,
  kept,
  KEPT_GSTIN,
  KEPT_PARTY,
  ORDER,
  partyFieldOf,
  type BillingTable,
  type PeriodOrder,
  type PeriodQuery,
} from './outward-tables.ts';

/**
 * The lines of the period's documents as the returns tax them (decisions 1430, 1493, 1760): a header's
 * charges beyond its lines (each head: taxable value, CGST, SGST, IGST) go to its line of the highest taxable
 * value, the first of equals, as `linesWithCharges` puts them; a credit note's sign is −1. One SQL source
 * over every billing table the query asks for, `(t, id, kind, sign, gst_rate, taxable, cgst, sgst, igst, number,
 * date, party, gstin, place_of_supply, party_number, sort)`, so the registers and the rate totals sum in SQL.
 */

const HEADS = [
  ['taxable', 'taxable_value', 'taxable_total'],
  ['cgst', 'cgst_amount', 'cgst_total'],
  ['sgst', 'sgst_amount', 'sgst_total'],
  ['igst', 'igst_amount', 'igst_total'],
] as const;

function tableLines(
  table: BillingTable,
  index: number,
  caller: Caller,
  query: PeriodQuery,
  order: PeriodOrder,
  only: SQL | undefined,
) {
  const parent = sql.identifier(table.parent);
  const heads = HEADS.map(
    ([name, line, header]) =>
      sql`l.${sql.identifier(line)} + CASE WHEN row_number() OVER w = 1
            THEN h.${sql.identifier(header)} - SUM(l.${sql.identifier(line)}) OVER p ELSE 0 END AS ${sql.identifier(name)}`,
  );
  // The lines by their document's id alone (a same-organisation key): a condition on their organisation too
  // lets a planner without statistics read every line of it for each document (decisions 1920, 1941).
  return sql`SELECT ${index}::int AS t, h.id, ${table.kind}::text AS kind, ${signOf(table)}::int AS sign,
      COALESCE(l.gst_rate, 0) AS gst_rate, ${sql.join(heads, sql`, `)}, h.number, h.date,
      h.party, h.gstin, h.place_of_supply, h.party_number, h.sort
    FROM ${sql.identifier(table.lines)} l
    JOIN (SELECT h.id, h.number, h.date, ${KEPT_PARTY} AS party, ${KEPT_GSTIN} AS gstin, h.place_of_supply,
                 ${partyFieldOf(table, 'partyNumberField', sql`text`)} AS party_number, ${ORDER[order](table)} AS sort,
                 ${sql.join(
                   HEADS.map(([, , header]) => sql`h.${sql.identifier(header)}`),
                   sql`, `,
                 )}
          ${kept(table, caller, query)}
          ${only ? sql`AND (${index}, h.id) IN (SELECT t, id FROM ${only})` : sql``}) h ON h.id = l.${parent}
    WINDOW p AS (PARTITION BY l.${parent}), w AS (PARTITION BY l.${parent} ORDER BY l.taxable_value DESC, l.line_no)`;
}

/**
 * Every line of the period's documents, charges in, as one SQL source (empty when no table is asked for);
 * with `only`, a relation `(t, id)` such as a page's documents, of those documents alone.
 */
export function chargedLines(
  caller: Caller,
  query: PeriodQuery,
  order: PeriodOrder = 'date',
  only?: SQL,
): SQL | undefined {
  const tables = billingTables(query.kinds);
  if (tables.length === 0) return undefined;
  return sql.join(
    tables.map((table, index) => tableLines(table, index, caller, query, order, only)),
    sql` UNION ALL `,
  );
}

/**
 * How many GST rates each of the period's documents has, `(rates)` a row: the registers' rows, counted
 * document by document through the lines' index on their document, so a month reads its own lines only.
 */
export function ratesPerDocument(caller: Caller, query: PeriodQuery): SQL | undefined {
  const tables = billingTables(query.kinds);
  if (tables.length === 0) return undefined;
  return sql.join(
    tables.map((table) => {
      const parent = sql.identifier(table.parent);
      // By the document's id alone, as in `tableLines`.
      return sql`SELECT (SELECT count(DISTINCT COALESCE(l.gst_rate, 0)) FROM ${sql.identifier(table.lines)} l
                          WHERE l.${parent} = h.id) AS rates
        ${kept(table, caller, query)}`;
    }),
    sql` UNION ALL `,
  );
}

/** The period's taxable value per GST rate (a credit note less), in one SQL sum: the register's rows' sums (1493). */
export async function periodRateTotals(
  ex: Executor,
  caller: Caller,
  query: PeriodQuery,
): Promise<Map<number, number>> {
  const lines = chargedLines(caller, query);
  if (!lines) return new Map();
  const rows = await queryRows<{ rate: number; taxable: number }>(
    ex,
    sql`SELECT gst_rate AS rate, SUM(sign * taxable) AS taxable FROM (${lines}) u GROUP BY gst_rate`,
  );
  return new Map(rows.map((row) => [row.rate, row.taxable]));
}
