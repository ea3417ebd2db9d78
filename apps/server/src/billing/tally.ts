import { PassThrough, type Readable } from 'node:stream';
import {
  TALLY_ENVELOPE,
  TALLY_KEEPS,
  fromPaise,
  portalItems,
  tallyLedgerXml,
  tallyLedgers,
  tallyMoneyVoucher,
  tallyOpeningBalance,
  tallyOpeningLedger,
  tallyVoucher,
  tallyVoucherXml,
  toPaise,
  type BillingKind,
  type KeptParty,
  type TallyGoodsKind,
  type TallyLedger,
  type TallyParty,
  type TallyVoucher,
  type TaxSummaryRow,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { roomIn } from '../export/pages.ts';
import { periodPages } from './outward.ts';
import {
  BILLING_KIND_OF,
  kept,
  KEPT_PARTY,
  ledgerTables,
  type BilledDocument,
  type PeriodQuery,
} from './outward-tables.ts';
import { moneyPages } from './tally-money.ts';
import { openingsByParty } from './tally-openings.ts';

/** Every billing kind Tally keeps, as vouchers or in its ledger masters (decision 2210). */
export const TALLY_KINDS = Object.keys(TALLY_KEEPS) as BillingKind[];

/** The period's documents of the kinds Tally keeps as `keeps`. */
const ofKind = (period: PeriodQuery, keeps: 'goods' | 'money'): PeriodQuery => ({
  ...period,
  kinds: period.kinds.filter((kind) => TALLY_KEEPS[kind] === keeps),
});

/** A document's tax summary per rate from its lines (charges in the line they were taxed with). */
const summaryOf = (document: BilledDocument): TaxSummaryRow[] =>
  portalItems(document).map(({ itm_det: item }) => ({
    gstRate: item.rt,
    taxableValue: item.txval,
    cgst: item.camt,
    sgst: item.samt,
    igst: item.iamt,
    totalTax: fromPaise(toPaise(item.camt) + toPaise(item.samt) + toPaise(item.iamt)),
  }));

/** A document of goods as its voucher: its bill its own number, a note's its invoice's (decision 2210). */
const voucherOf = (document: BilledDocument): TallyVoucher =>
  tallyVoucher({
    kind: BILLING_KIND_OF[document.kind] as TallyGoodsKind,
    number: document.number,
    date: document.date,
    party: document.party,
    ...(document.partyDocument ? { reference: document.partyDocument } : {}),
    bill:
      document.invoiceNumber === undefined
        ? { name: document.number, creditDays: document.creditDays ?? null }
        : { name: document.invoiceNumber, against: true },
    taxes: { summary: summaryOf(document), roundOff: document.roundOff, grandTotal: document.value },
  });

/** A party as Tally keeps it: what its document kept (decision 1820), its billing address in lines. */
const tallyParty = (party: KeptParty): TallyParty => ({
  gstin: party.gstin,
  registration: party.registration,
  state: party.state,
  address: party.billing ? [party.billing.line1, party.billing.line2, party.billing.city] : [],
  pincode: party.billing?.pincode ?? '',
});

/** The period's parties by name, each as its latest document of the period kept it. */
async function partiesOf(
  ex: Executor,
  caller: Caller,
  period: PeriodQuery,
): Promise<Map<string, TallyParty>> {
  const tables = ledgerTables(period.kinds);
  if (tables.length === 0) return new Map();
  const rows = await queryRows<{ name: string; party: KeptParty }>(
    ex,
    sql`SELECT DISTINCT ON (p.name) p.name, p.party FROM (${sql.join(
      tables.map(
        (table) =>
          sql`SELECT ${KEPT_PARTY} AS name, h.kept -> 'party' AS party, h.date ${kept(table, caller, period)}`,
      ),
      sql` UNION ALL `,
    )}) p WHERE p.name IS NOT NULL ORDER BY p.name, p.date DESC`,
  );
  return new Map(rows.map((row) => [row.name, tallyParty(row.party)]));
}

/** The period's vouchers a page at a time: its documents of goods, then its receipts and payments. */
async function* voucherPages(
  ex: Executor,
  caller: Caller,
  period: PeriodQuery,
): AsyncGenerator<TallyVoucher[]> {
  for await (const page of periodPages(ex, caller, ofKind(period, 'goods'), 'number'))
    yield page.map(voucherOf);
  for await (const page of moneyPages(ex, caller, ofKind(period, 'money'))) yield page.map(tallyMoneyVoucher);
}

/**
 * The ledgers the period's vouchers name, once each in the order met, and the parties with an opening balance
 * dated in the period; a party's with its GST details and its opening balance (decision 2210).
 */
async function ledgersOf(ex: Executor, caller: Caller, period: PeriodQuery): Promise<TallyLedger[]> {
  const named = new Map<string, TallyLedger>();
  for await (const page of voucherPages(ex, caller, period))
    for (const voucher of page)
      for (const ledger of tallyLedgers(voucher)) if (!named.has(ledger.name)) named.set(ledger.name, ledger);
  const openings = await openingsByParty(ex, caller, period);
  for (const [
    name,
    {
      openings: [first],
      inPeriod,
    },
  ] of openings)
    if (first && inPeriod && !named.has(name)) named.set(name, tallyOpeningLedger(name, first.kind));
  const parties = await partiesOf(ex, caller, period);
  return [...named.values()].map((ledger) => {
    if (!ledger.group.startsWith('Sundry')) return ledger;
    const party = parties.get(ledger.name);
    const opening = openings.get(ledger.name);
    return {
      ...ledger,
      ...(party ? { party } : {}),
      ...(opening ? { opening: tallyOpeningBalance(opening.openings) } : {}),
    };
  });
}

/**
 * Issue 20's export to Tally (decision 1366) and issue 56's "every billing document in Tally" (decision 2210):
 * the period's invoices, notes and bills, then its receipts and payments, as one "Import Data" envelope, a
 * voucher per document in number order, written while they are read a page at a time; before them the
 * ledgers they name (decision 2000) with the parties' opening balances, so that Tally has every ledger a
 * voucher names and each party's balance.
 */
export function tallyXmlStream(ex: Executor, caller: Caller, period: PeriodQuery): Readable {
  const out = new PassThrough();
  const write = async (): Promise<void> => {
    out.write(TALLY_ENVELOPE.head);
    for (const ledger of await ledgersOf(ex, caller, period)) out.write(tallyLedgerXml(ledger));
    for await (const page of voucherPages(ex, caller, period)) {
      for (const voucher of page) out.write(tallyVoucherXml(voucher));
      if (!(await roomIn(out))) return;
    }
    out.end(TALLY_ENVELOPE.tail);
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
