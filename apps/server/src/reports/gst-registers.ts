import { fromPaise, toPaise, type BillingKind } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import { periodKeys, periodTotals } from '../billing/outward.ts';
import {
  billingTables,
  type BilledDocument,
  type PeriodOrder,
  type PeriodQuery,
} from '../billing/outward-tables.ts';
import { chargedLines, ratesPerDocument } from '../billing/rate-lines.ts';
import { KIND_LABELS, REGISTER_ORDERS, type RegisterQuery } from '../billing/register.ts';
import type { Caller } from '../core/caller.ts';
import { queryRows, type Executor } from '../db/client.ts';

/**
 * Issue 22's sales and purchase registers (decision 1760): one row per document per GST rate of the period,
 * summed in SQL from the lines as the returns tax them (`chargedLines`, the source of the invoice register's
 * rate totals), counted, totalled and paged there; a credit note's figures less.
 */

interface Raw {
  id: number;
  gstRate: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  number: string;
  date: string;
  party: string | null;
  gstin: string | null;
  placeOfSupply: string | null;
  partyNumber: string | null;
  kind: BilledDocument['kind'];
}

/** The reads of one register over the billing documents of `kinds`. */
export function gstRegister(kinds: readonly BillingKind[]) {
  const periodOf = (query: RegisterQuery): PeriodQuery => ({
    kinds,
    from: query.from ?? '0001-01-01',
    to: query.to ?? '9999-12-31',
    ...(query.branchId === undefined ? {} : { branchId: query.branchId }),
    ...(query.q === undefined ? {} : { q: query.q }),
  });
  /** One row per document and rate, the figures signed; with `only`, of those documents alone. */
  const grouped = (caller: Caller, query: RegisterQuery, only?: SQL): SQL | undefined => {
    const lines = chargedLines(caller, periodOf(query), orderOf(query), only);
    return (
      lines &&
      sql`SELECT t, id, gst_rate, SUM(sign * taxable) AS taxable, SUM(sign * cgst) AS cgst,
                 SUM(sign * sgst) AS sgst, SUM(sign * igst) AS igst, min(kind) AS kind, min(number) AS number,
                 min(date::text) AS date, min(party) AS party, min(gstin) AS gstin,
                 min(place_of_supply) AS place_of_supply, min(party_number) AS party_number, min(sort) AS sort
            FROM (${lines}) u GROUP BY t, id, gst_rate`
    );
  };
  return {
    /** The documents' rates, counted without summing a line (decision 1941). */
    count: async (ex: Executor, caller: Caller, query: RegisterQuery): Promise<number> => {
      const rates = ratesPerDocument(caller, periodOf(query));
      if (!rates) return 0;
      const [row] = await queryRows<{ total: number }>(
        ex,
        sql`SELECT COALESCE(SUM(rates), 0)::int AS total FROM (${rates}) r`,
      );
      return row?.total ?? 0;
    },
    /**
     * The headers' totals: a document's rows sum to its header's figures, its charges being spread over its
     * lines, so the period's totals read no line (decision 1941).
     */
    totals: async (ex: Executor, caller: Caller, query: RegisterQuery): Promise<Record<string, number>> => {
      const { totals } = await periodTotals(ex, caller, periodOf(query));
      const { taxableValue = 0, cgst = 0, sgst = 0, igst = 0 } = totals;
      return {
        taxableValue,
        cgst,
        sgst,
        igst,
        total: fromPaise(
          [taxableValue, cgst, sgst, igst].map(toPaise).reduce((sum, paise) => sum + paise, 0),
        ),
      };
    },
    page: async (ex: Executor, caller: Caller, query: RegisterQuery): Promise<readonly object[]> => {
      const way = query.sort?.descending ? sql`DESC` : sql`ASC`;
      const byRate = query.sort?.key === 'gstRate';
      const offset = (query.page - 1) * query.size;
      // In a document order, each document has a row at least: the page's rows are among its first
      // offset + size documents in that order, read from the headers, and only their lines are summed.
      // Materialised: read once, not once for each table of the union.
      const page = byRate
        ? sql``
        : sql`WITH page AS MATERIALIZED (
                SELECT d.t, d.id FROM (${periodKeys(billingTables(kinds), caller, periodOf(query), orderOf(query))}) d
                ORDER BY d.sort ${way}, d.t ${way}, d.id ${way} LIMIT ${offset + query.size})`;
      const rows = grouped(caller, query, byRate ? undefined : sql`page`);
      if (!rows) return [];
      const found = await queryRows<Raw>(
        ex,
        sql`${page} SELECT g.id, g.gst_rate AS "gstRate", g.taxable AS "taxableValue", g.cgst, g.sgst, g.igst,
                   g.number, g.date, g.party, g.gstin, g.place_of_supply AS "placeOfSupply",
                   g.party_number AS "partyNumber", g.kind
              FROM (${rows}) g
             ORDER BY ${byRate ? sql`g.gst_rate ${way},` : sql``} g.sort ${way}, g.t ${way}, g.id ${way}, g.gst_rate
             LIMIT ${query.size} OFFSET ${offset}`,
      );
      return found.map(({ kind, ...row }) => {
        const heads = [row.taxableValue, row.cgst, row.sgst, row.igst].map(toPaise);
        return {
          ...row,
          kindLabel: KIND_LABELS[kind],
          total: fromPaise(heads.reduce((sum, paise) => sum + paise, 0)),
        };
      });
    },
  };
}

/** The register's document order: the sort asked for, else by date. */
const orderOf = (query: RegisterQuery): PeriodOrder => REGISTER_ORDERS[query.sort?.key ?? ''] ?? 'date';
