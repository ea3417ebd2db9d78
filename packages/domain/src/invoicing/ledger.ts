import type { BillingKind } from '../documents/invoiceDocuments.ts';
import { formatAmount } from '../format/amount.ts';
import { parseDate } from '../format/date.ts';
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
};

/**
 * The kinds a receipt or a payment settles on its lines: a customer's invoices, a supplier's bills. A note
 * is not settled on its own: it names its invoice (`billing.againstField`) and moves what is unpaid of it,
 * a credit note down and a debit note up (decision 1470).
 */
export const SETTLES: Readonly<Partial<Record<BillingKind, readonly BillingKind[]>>> = {
  receipt: ['invoice'],
  payment: ['purchaseBill'],
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

/** What the ageing reads of a document still unpaid. */
export interface AgedDocument {
  /** Its date, 'yyyy-MM-dd'. */
  date: string;
  unpaid: number;
}

/** The ageing buckets: not yet due, then by days past due (decision 1451). */
export const AGEING_BUCKETS = ['notDue', 'days0to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

const DAY_MS = 86_400_000;

function dayNumber(iso: string): number {
  const day = parseDate(iso, 'yyyy-MM-dd');
  if (!day) throw new RangeError(`ageing: ${iso} is not a date`);
  return Math.round(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate()) / DAY_MS);
}

/** How many days past its due day (date + credit days; empty credit days: its own day) a document is today. */
export function daysPastDue(date: string, creditDays: number | null, today: string): number {
  return dayNumber(today) - dayNumber(date) - (creditDays ?? 0);
}

/** The day a document is due: its date and the party's credit days (none: its own day), 'yyyy-MM-dd'. */
export function dueDate(date: string, creditDays: number | null): string {
  return new Date((dayNumber(date) + (creditDays ?? 0)) * DAY_MS).toISOString().slice(0, 10);
}

/** The bucket of a document `days` past due: 0 (due today) to 30 in the first. */
export function ageingBucket(days: number): AgeingBucket {
  if (days < 0) return 'notDue';
  if (days <= 30) return 'days0to30';
  if (days <= 60) return 'days31to60';
  if (days <= 90) return 'days61to90';
  return 'over90';
}

/** What is unpaid in each bucket, and its total. */
export function ageingTotals(
  documents: readonly AgedDocument[],
  creditDays: number | null,
  today: string,
): Record<AgeingBucket | 'total', number> {
  const totals = { notDue: 0, days0to30: 0, days31to60: 0, days61to90: 0, over90: 0, total: 0 };
  for (const document of documents) {
    const bucket = ageingBucket(daysPastDue(document.date, creditDays, today));
    totals[bucket] = paise(totals[bucket] + document.unpaid);
    totals.total = paise(totals.total + document.unpaid);
  }
  return totals;
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
