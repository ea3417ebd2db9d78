import { fromPaise, toPaise, type BillingKind } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { BilledDocument, PeriodQuery } from '../billing/outward.ts';
import { chargedLines } from '../billing/rate-lines.ts';
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
  });
  /** One row per document and rate, the figures signed, in the query's order. */
  const grouped = (caller: Caller, query: RegisterQuery): SQL | undefined => {
    const lines = chargedLines(caller, periodOf(query), REGISTER_ORDERS[query.sort?.key ?? ''] ?? 'date');
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
    count: async (ex: Executor, caller: Caller, query: RegisterQuery): Promise<number> => {
      const rows = grouped(caller, query);
      if (!rows) return 0;
      const [row] = await queryRows<{ total: number }>(
        ex,
        sql`SELECT count(*)::int AS total FROM (${rows}) g`,
      );
      return row?.total ?? 0;
    },
    totals: async (ex: Executor, caller: Caller, query: RegisterQuery): Promise<Record<string, number>> => {
      const lines = chargedLines(caller, periodOf(query));
      const [row] = lines
        ? await queryRows<Record<string, number>>(
            ex,
            sql`SELECT COALESCE(SUM(sign * taxable), 0) AS "taxableValue", COALESCE(SUM(sign * cgst), 0) AS cgst,
                       COALESCE(SUM(sign * sgst), 0) AS sgst, COALESCE(SUM(sign * igst), 0) AS igst,
                       COALESCE(SUM(sign * (taxable + cgst + sgst + igst)), 0) AS total
                  FROM (${lines}) u`,
          )
        : [];
      return { taxableValue: 0, cgst: 0, sgst: 0, igst: 0, total: 0, ...row };
    },
    page: async (ex: Executor, caller: Caller, query: RegisterQuery): Promise<readonly object[]> => {
      const rows = grouped(caller, query);
      if (!rows) return [];
      const way = query.sort?.descending ? sql`DESC` : sql`ASC`;
      const byRate = query.sort?.key === 'gstRate' ? sql`g.gst_rate ${way},` : sql``;
      const found = await queryRows<Raw>(
        ex,
        sql`SELECT g.id, g.gst_rate AS "gstRate", g.taxable AS "taxableValue", g.cgst, g.sgst, g.igst,
                   g.number, g.date, g.party, g.gstin, g.place_of_supply AS "placeOfSupply",
                   g.party_number AS "partyNumber", g.kind
              FROM (${rows}) g
             ORDER BY ${byRate} g.sort ${way}, g.t ${way}, g.id ${way}, g.gst_rate
             LIMIT ${query.size} OFFSET ${(query.page - 1) * query.size}`,
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
