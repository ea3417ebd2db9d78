import { DOCUMENT_STATUS, TALLY_KEEPS, daysBetween, type BillingKind, type TallyOpening } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { documentScope } from '../core/scope.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { columnName } from '../db/schema/describe.ts';
import { KEPT_PARTY, ledgerTables, type LedgerTable, type PeriodQuery } from './outward-tables.ts';

/*
 * The opening balances as Tally keeps them (issue 56, decision 2210): not vouchers, but each party's ledger
 * master's opening balance, bill by bill, whatever the period of the file.
 */

/** The kinds Tally keeps in its ledger masters. */
const OPENING_KINDS = (Object.keys(TALLY_KEEPS) as BillingKind[]).filter(
  (kind) => TALLY_KEEPS[kind] === 'opening',
);

/** A party's openings, and whether one of them is dated within the period (so the file makes its ledger). */
export interface PartyOpenings {
  openings: TallyOpening[];
  inPeriod: boolean;
}

interface OpeningRow {
  party: string | null;
  name: string;
  date: string;
  due: string | null;
  amount: number;
  within: boolean;
}

/** A header field a billing declaration names, as text of a day or as it is; the fallback where none is named. */
const named = (table: LedgerTable, field: string | undefined, fallback: string) =>
  field ? sql`h.${sql.identifier(columnName(table.def.key, field))}` : sql.raw(fallback);

const openingsSql = (table: LedgerTable, caller: Caller, period: PeriodQuery) => {
  const billing = table.def.billing;
  const day = (field: string | undefined) => sql`to_char(${named(table, field, 'h.date')}, 'YYYY-MM-DD')`;
  return sql`SELECT ${KEPT_PARTY} AS party, coalesce(${named(table, billing?.numberField, 'h.number')}, h.number) AS name,
                    ${day(billing?.numberDateField)} AS date, ${day(billing?.dueField)} AS due,
                    coalesce(${named(table, billing?.amountField, 'h.grand_total')}, 0)::float8 AS amount,
                    (h.date BETWEEN ${period.from} AND ${period.to}) AS within
             FROM ${sql.identifier(table.header)} h
             WHERE ${documentScope('h', caller)} AND h.status = ${DOCUMENT_STATUS.COMPLETED}`;
};

/**
 * Every live opening balance of the organisation by its party's name as it kept it, each with its original
 * number and date, its credit days to its due day and its amount; none in the file of one branch (an opening
 * names no branch, decision 2210).
 */
export async function openingsByParty(
  ex: Executor,
  caller: Caller,
  period: PeriodQuery,
): Promise<Map<string, PartyOpenings>> {
  const tables = period.branchId === undefined ? ledgerTables(OPENING_KINDS) : [];
  const byParty = new Map<string, PartyOpenings>();
  for (const table of tables) {
    const rows = await queryRows<OpeningRow>(
      ex,
      sql`${openingsSql(table, caller, period)} ORDER BY date, name`,
    );
    for (const row of rows) {
      if (row.party === null) continue;
      const found = byParty.get(row.party) ?? { openings: [], inPeriod: false };
      found.openings.push({
        kind: table.billing,
        name: row.name,
        date: row.date,
        creditDays: Math.max(0, row.due === null ? 0 : daysBetween(row.date, row.due)),
        amount: row.amount,
      });
      found.inPeriod ||= row.within;
      byParty.set(row.party, found);
    }
  }
  return byParty;
}
