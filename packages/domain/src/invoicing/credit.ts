import { formatAmount } from '../format/amount.ts';
import { formatDate } from '../format/date.ts';
import { PHRASES, say } from '../errors/phrases.ts';
import { entryDueDate } from './ledger.ts';

/** An invoice of the customer not yet paid in full. */
export interface OpenInvoice {
  number: string;
  /** Its date, 'yyyy-MM-dd'. */
  date: string;
  /** Its own due day (an opening balance's, decision 2120); none: its date and the credit days. */
  due?: string | null;
  /** What is unpaid of it, in rupees. */
  balance: number;
}

/** What credit control reads when a sales order is submitted. */
export interface CreditPosition {
  /** The party's `creditLimit`, in rupees; null or 0 sets none (decision 1361). */
  creditLimit: number | null;
  /** The party's `creditDays`; null sets none, 0 makes an invoice due on its own day. */
  creditDays: number | null;
  /** What the customer owes now (open invoices less receipts). */
  outstanding: number;
  /** The order being submitted, tax included. */
  orderValue: number;
  openInvoices: readonly OpenInvoice[];
  /** The day of the submit, 'yyyy-MM-dd'. */
  today: string;
}

/**
 * Issue 20: "the party's `creditLimit` and `creditDays` … are checked when a sales order is submitted: over
 * the limit, or with an invoice overdue past its credit days, the order needs approval …, with the
 * reason." The reasons, in the user's words; none when the order may pass.
 */
export function creditHoldReasons(position: CreditPosition): string[] {
  const reasons: string[] = [];
  const { creditLimit, creditDays } = position;
  if (creditLimit && position.outstanding + position.orderValue > creditLimit) {
    reasons.push(
      say(PHRASES.creditLimitExceeded, {
        owed: formatAmount(position.outstanding),
        ordered: formatAmount(position.orderValue),
        limit: formatAmount(creditLimit),
      }),
    );
  }
  if (creditDays !== null) {
    // ISO days compare as text: an invoice is overdue from the day after its due date.
    const overdue = position.openInvoices
      .filter((invoice) => invoice.balance > 0)
      .map((invoice) => ({ invoice, due: entryDueDate(invoice, creditDays) }))
      .filter(({ due }) => due < position.today)
      .sort((a, b) => a.due.localeCompare(b.due));
    const [oldest] = overdue;
    if (oldest) {
      reasons.push(
        say(PHRASES.creditOverdue, {
          count: overdue.length,
          amount: formatAmount(overdue.reduce((sum, { invoice }) => sum + invoice.balance, 0)),
          days: creditDays,
          number: oldest.invoice.number,
          due: formatDate(oldest.due),
        }),
      );
    }
  }
  return reasons;
}
