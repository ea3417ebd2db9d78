import { PassThrough, type Readable } from 'node:stream';
import {
  TALLY_ENVELOPE,
  fromPaise,
  portalItems,
  tallyVoucher,
  tallyVoucherXml,
  toPaise,
  type TaxSummaryRow,
} from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { roomIn } from '../export/pages.ts';
import { periodPages } from './outward.ts';
import type { BilledDocument, PeriodQuery } from './outward-tables.ts';

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

/**
 * Issue 20's export to Tally (decision 1366): the period's invoices, notes and bills (every document
 * declaring a billing kind Tally takes) as one "Import Data" envelope, a voucher per document in number
 * order, written while they are read a page at a time.
 */
export function tallyXmlStream(ex: Executor, caller: Caller, period: PeriodQuery): Readable {
  const out = new PassThrough();
  const write = async (): Promise<void> => {
    out.write(TALLY_ENVELOPE.head);
    for await (const page of periodPages(ex, caller, period, 'number')) {
      for (const document of page)
        out.write(
          tallyVoucherXml(
            tallyVoucher({
              kind: document.kind,
              number: document.number,
              date: document.date,
              party: document.party,
              ...(document.partyDocument ? { reference: document.partyDocument } : {}),
              taxes: {
                summary: summaryOf(document),
                roundOff: document.roundOff,
                grandTotal: document.value,
              },
            }),
          ),
        );
      if (!(await roomIn(out))) return;
    }
    out.end(TALLY_ENVELOPE.tail);
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
