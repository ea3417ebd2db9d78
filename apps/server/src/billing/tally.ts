import { PassThrough, type Readable } from 'node:stream';
import {
  TALLY_ENVELOPE,
  fromPaise,
  portalItems,
  tallyLedgerXml,
  tallyLedgers,
  tallyVoucher,
  tallyVoucherXml,
  toPaise,
  type KeptParty,
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
import { billingTables, kept, KEPT_PARTY, type BilledDocument, type PeriodQuery } from './outward-tables.ts';

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

const voucherOf = (document: BilledDocument): TallyVoucher =>
  tallyVoucher({
    kind: document.kind,
    number: document.number,
    date: document.date,
    party: document.party,
    ...(document.partyDocument ? { reference: document.partyDocument } : {}),
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
  const tables = billingTables(period.kinds);
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

/** The ledgers the period's vouchers name, once each in the order met; a party's with its GST details. */
async function ledgersOf(ex: Executor, caller: Caller, period: PeriodQuery): Promise<TallyLedger[]> {
  const named = new Map<string, TallyLedger>();
  for await (const page of periodPages(ex, caller, period, 'number'))
    for (const document of page)
      for (const ledger of tallyLedgers(voucherOf(document)))
        if (!named.has(ledger.name)) named.set(ledger.name, ledger);
  const parties = await partiesOf(ex, caller, period);
  return [...named.values()].map((ledger) => {
    const party = ledger.group.startsWith('Sundry') ? parties.get(ledger.name) : undefined;
    return party ? { ...ledger, party } : ledger;
  });
}

/**
 * Issue 20's export to Tally (decision 1366): the period's invoices, notes and bills (every document
 * declaring a billing kind Tally takes) as one "Import Data" envelope, a voucher per document in number
 * order, written while they are read a page at a time; before them the ledgers they name (decision 2000),
 * so that Tally has every ledger a voucher names.
 */
export function tallyXmlStream(ex: Executor, caller: Caller, period: PeriodQuery): Readable {
  const out = new PassThrough();
  const write = async (): Promise<void> => {
    out.write(TALLY_ENVELOPE.head);
    for (const ledger of await ledgersOf(ex, caller, period)) out.write(tallyLedgerXml(ledger));
    for await (const page of periodPages(ex, caller, period, 'number')) {
      for (const document of page) out.write(tallyVoucherXml(voucherOf(document)));
      if (!(await roomIn(out))) return;
    }
    out.end(TALLY_ENVELOPE.tail);
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
