import type { BillingKind } from '../documents/documentParts.ts';
import { formatAmount } from '../format/amount.ts';
import { addDays, daysBetween, parseDate } from '../format/date.ts';
import type { ValidationIssue } from '../catalogue/schema.ts';
import { RESPONSE_CODES } from '../errors/codes.ts';
import { PHRASES, say } from '../errors/phrases.ts';

/*
 * Issue 20's party ledger (decision 1451): what each billing document is to the party's account, the running
 * balance, the ageing of what is unpaid, and the checks on a receipt's or payment's allocations.
 */

/**
 * The side of the party's account each billing kind is written on. The balance is debit less credit: above
 * zero the party owes us (a customer's invoices), below zero we owe them (a supplier's bills).
 */
export const LEDGER_SIDE: Readonly<Record<BillingKind, 'debit' | 'credit'>> = {
  invoice: 'debit',
  debitNote: 'debit',
  creditNote: 'credit',
  receipt: 'credit',
  purchaseBill: 'credit',
  payment: 'debit',
  openingReceivable: 'debit',
  openingPayable: 'credit',
};

/**
 * Where a kind comes among a party's documents of one day (decision 1500): what is billed, then what amends it,
 * then what settles it, so that a same-day credit note or receipt never runs the balance past its invoice.
 */
export const LEDGER_ORDER: Readonly<Record<BillingKind, number>> = {
  invoice: 0,
  purchaseBill: 0,
  debitNote: 1,
  creditNote: 1,
  receipt: 2,
  payment: 2,
  openingReceivable: 0,
  openingPayable: 0,
};

/**
 * The kinds a receipt or a payment settles on its lines: a customer's invoices, a supplier's bills, and those
 * open at go-live (decision 2120). A note
 * is not settled on its own: it names its invoice (`billing.againstField`) and moves what is unpaid of it,
 * a credit note down and a debit note up (decision 1470).
 */
export const SETTLES: Readonly<Partial<Record<BillingKind, readonly BillingKind[]>>> = {
  receipt: ['invoice', 'openingReceivable'],
  payment: ['purchaseBill', 'openingPayable'],
};

/** One document on the ledger, oldest first. */
export interface LedgerDocument {
  kind: BillingKind;
  amount: number;
}

export interface LedgerLine {
  debit: number;
  credit: number;
  balance: number;
}

const paise = (value: number): number => Math.round(value * 100) / 100;

/** The ledger's lines from the opening balance, each with its running balance (debit less credit). */
export function ledgerLines(opening: number, documents: readonly LedgerDocument[]): LedgerLine[] {
  let balance = opening;
  return documents.map(({ kind, amount }) => {
    const debit = LEDGER_SIDE[kind] === 'debit' ? amount : 0;
    const credit = LEDGER_SIDE[kind] === 'credit' ? amount : 0;
    balance = paise(balance + debit - credit);
    return { debit, credit, balance };
  });
}

/** The ageing buckets: not yet due, then by days past due (decision 1451). */
export const AGEING_BUCKETS = ['notDue', 'days0to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** `iso` itself when it is a calendar day 'yyyy-MM-dd'; a RangeError otherwise. */
function day(iso: string): string {
  if (!parseDate(iso, 'yyyy-MM-dd')) throw new RangeError(`ageing: ${iso} is not a date`);
  return iso;
}

/** How many days past its due day (date + credit days; empty credit days: its own day) a document is today. */
export function daysPastDue(date: string, creditDays: number | null, today: string): number {
  return daysBetween(day(date), day(today)) - (creditDays ?? 0);
}

/** The day a document is due: its date and the party's credit days (none: its own day), 'yyyy-MM-dd'. */
export function dueDate(date: string, creditDays: number | null): string {
  return addDays(day(date), creditDays ?? 0);
}

/** What a billing declaration says of where its credit days and due day are (decisions 2120, 2212). */
export interface DueFields {
  creditDaysField?: string;
  dueField?: string;
  partyDateField?: string;
}

/**
 * Issue 56: "a document's terms carry a number of days … that the due date follows" (decision 2212). The due
 * day a document declaring its credit days is written with: that many days after its date (a supplier's bill:
 * after the supplier's own date, where given); none without credit days or a date, when it ages by its
 * party's credit days as before.
 */
export function writtenDueDate(billing: DueFields, header: Readonly<Record<string, unknown>>): string | null {
  const { creditDaysField, partyDateField } = billing;
  const days = creditDaysField ? header[creditDaysField] : undefined;
  const own = partyDateField ? header[partyDateField] : undefined;
  const from = typeof own === 'string' && own !== '' ? own : header.date;
  if (typeof days !== 'number' || typeof from !== 'string' || !parseDate(from, 'yyyy-MM-dd')) return null;
  return addDays(from, days);
}

/** The bucket of a document `days` past due: 0 (due today) to 30 in the first. */
export function ageingBucket(days: number): AgeingBucket {
  if (days < 0) return 'notDue';
  if (days <= 30) return 'days0to30';
  if (days <= 60) return 'days31to60';
  if (days <= 90) return 'days61to90';
  return 'over90';
}

/**
 * A live billing document of a party with what is left of it on the account (decision 1835): its signed
 * amount (debit +, as the ledger) less what moved to or from it (a receipt's line moves its part from the
 * receipt to the invoice, a note all of itself to its invoice). What is left of all of them is the balance.
 */
export interface AccountEntry {
  kind: BillingKind;
  /** Its date, 'yyyy-MM-dd'. */
  date: string;
  /** Its own due day (an opening balance's, `billing.dueField`), 'yyyy-MM-dd'; none: its date and credit days. */
  due?: string | null;
  left: number;
}

/** How many days past due a document is today: from its own due day, else its date and the credit days. */
export const entryDaysPastDue = (
  entry: Pick<AccountEntry, 'date' | 'due'>,
  creditDays: number | null,
  today: string,
): number => (entry.due ? daysPastDue(entry.due, 0, today) : daysPastDue(entry.date, creditDays, today));

/** The day a document is due: its own due day, else its date and the credit days. */
export const entryDueDate = (entry: Pick<AccountEntry, 'date' | 'due'>, creditDays: number | null): string =>
  entry.due ? day(entry.due) : dueDate(entry.date, creditDays);

/** The kinds a receipt or a payment settles: the documents that can be open items. */
const SETTLED: ReadonlySet<BillingKind> = new Set(Object.values(SETTLES).flat());

const sideSign = (kind: BillingKind): number => (LEDGER_SIDE[kind] === 'debit' ? 1 : -1);

/**
 * What is unpaid of a document, when it is an open item: of a kind a receipt or payment settles and left on
 * its own side (an invoice's debit, a bill's credit); 0 otherwise, its left being on account.
 */
export function unpaidOf({ kind, left }: Pick<AccountEntry, 'kind' | 'left'>): number {
  const unpaid = paise(left * sideSign(kind));
  return SETTLED.has(kind) && unpaid > 0.005 ? unpaid : 0;
}

/** What is left of a document on account, signed as the ledger: all of it, unless it is an open item. */
export const onAccountOf = (entry: Pick<AccountEntry, 'kind' | 'left'>): number =>
  unpaidOf(entry) > 0 ? 0 : paise(entry.left);

/** The party's account: its open items by ageing bucket, what is on account, and the balance. */
export type PartyAccount = Record<AgeingBucket | 'onAccount' | 'total', number>;

/**
 * The one sum of what a party owes (decision 1835), read by the ledger's balance, the ageing, the open items,
 * credit control and the dashboard alike. Each open item's unpaid goes to its bucket by days past due,
 * signed as the ledger (a customer's invoice +, a supplier's bill −); the rest of what is left is on
 * account (money received or paid and not allocated, a credit note above what its invoice left); the total
 * is all of it, the ledger's balance.
 */
export function partyAccount(
  entries: readonly AccountEntry[],
  creditDays: number | null,
  today: string,
): PartyAccount {
  const totals = { notDue: 0, days0to30: 0, days31to60: 0, days61to90: 0, over90: 0, onAccount: 0, total: 0 };
  for (const entry of entries) {
    const unpaid = unpaidOf(entry);
    const bucket = unpaid > 0 ? ageingBucket(entryDaysPastDue(entry, creditDays, today)) : 'onAccount';
    totals[bucket] = paise(totals[bucket] + entry.left);
    totals.total = paise(totals.total + entry.left);
  }
  return totals;
}

/**
 * The dashboard's figures (decision 1836): what the parties owing us owe (the balances above nothing) and
 * what we owe the parties we owe (those below, as a positive sum).
 */
export function receivablesAndPayables(balances: readonly { balance: number }[]): {
  receivable: number;
  payable: number;
} {
  let receivable = 0;
  let payable = 0;
  for (const { balance } of balances) {
    if (balance > 0.005) receivable = paise(receivable + balance);
    if (balance < -0.005) payable = paise(payable - balance);
  }
  return { receivable, payable };
}

/** A line of a receipt or payment as its submit checks it, with what is unpaid of the document it names. */
export interface Allocation {
  amount: number;
  /** The number the line shows (set with its choice, decision 1471), if any. */
  shown?: string | null;
  /** The document it names, when it is an open document of the party of a kind the receipt settles. */
  open: { number: string; unpaid: number; key: string } | null;
}

/**
 * Decision 1450: each line names an open invoice (or bill) of the party, once, for no more than is unpaid
 * of it, and the lines together allocate no more than the amount. The problems in the user's words, by field.
 */
export function allocationProblems(
  amount: number,
  lines: readonly Allocation[],
  what: string,
): ValidationIssue[] {
  const problems: ValidationIssue[] = [];
  const code = RESPONSE_CODES.VALIDATION_FAILED;
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    const field = `lines.${index}.amount`;
    if (!line.open) {
      problems.push({
        field: `lines.${index}.billingId`,
        code,
        message: say(PHRASES.allocationNotOpen, { line: index + 1, what }),
      });
      return;
    }
    const { number, unpaid, key } = line.open;
    if (line.shown && line.shown !== number)
      problems.push({
        field: `lines.${index}.billingId`,
        code,
        message: say(PHRASES.allocationMisnamed, { line: index + 1, shown: line.shown, number }),
      });
    if (seen.has(key)) problems.push({ field, code, message: say(PHRASES.allocatedTwice, { number }) });
    seen.add(key);
    if (line.amount > unpaid + 0.005)
      problems.push({
        field,
        code,
        message: say(PHRASES.allocatedOverUnpaid, {
          allocated: formatAmount(line.amount),
          unpaid: formatAmount(unpaid),
          number,
        }),
      });
  });
  const allocated = paise(lines.reduce((sum, line) => sum + line.amount, 0));
  if (allocated > amount + 0.005)
    problems.push({
      field: 'amount',
      code,
      message: say(PHRASES.allocatedOverAmount, {
        allocated: formatAmount(allocated),
        amount: formatAmount(amount),
      }),
    });
  return problems;
}
