import { formatAmount } from '../format/amount.ts';
import { PHRASES, say } from '../errors/phrases.ts';

/*
 * A receipt's or payment's "Settle Open Documents" (decision 1471): the open documents ticked become its
 * allocation lines, oldest first, each for what is unpaid of it, until the amount received is spent; with
 * no amount yet, each for all of it, the amount their sum (decision 1837).
 */

/** An open document ticked in the picker: its type key, id, number and what is unpaid of it. */
export interface OpenToSettle {
  key: string;
  id: number;
  number: string;
  unpaid: number;
}

/** An allocation line as the receipt's lines carry it. */
export interface SettlingLine {
  billingKey: string;
  billingId: number;
  billingNumber: string;
  amount: number;
}

const paise = (value: number): number => Math.round(value * 100) / 100;

/**
 * One line per document, in the order given, for its unpaid amount, capped so the lines never allocate more
 * than `amount` (less what `allocated` lines already hold): the last line takes what is left, and a document
 * with nothing left for it gets no line.
 */
export function settlingLines(
  amount: number,
  allocated: number,
  documents: readonly OpenToSettle[],
): SettlingLine[] {
  let left = paise(amount - allocated);
  const lines: SettlingLine[] = [];
  for (const document of documents) {
    const share = paise(Math.min(document.unpaid, left));
    if (share <= 0) break;
    lines.push({
      billingKey: document.key,
      billingId: document.id,
      billingNumber: document.number,
      amount: share,
    });
    left = paise(left - share);
  }
  return lines;
}

/** What Settle Chosen makes of a draft: its new lines, its amount, and in words what it could not settle. */
export interface SettledChoice {
  lines: SettlingLine[];
  amount: number;
  /** Why a document ticked got no line (the amount is spent), none when each got one. */
  refusal: string | null;
}

/**
 * Settle Chosen (decision 1837): with no amount entered (`null`, or nothing above zero), each document ticked
 * gets a line for all that is unpaid of it and the amount becomes what the lines allocate; with an amount,
 * `settlingLines` within it, and the documents it leaves no room for named in words, never silently skipped.
 */
export function settleChosen(
  amount: number | null,
  allocated: number,
  documents: readonly OpenToSettle[],
): SettledChoice {
  const received =
    amount !== null && amount > 0
      ? amount
      : paise(documents.reduce((sum, document) => sum + document.unpaid, allocated));
  const lines = settlingLines(received, allocated, documents);
  const left = documents.slice(lines.length).map((document) => document.number);
  return {
    lines,
    amount: received,
    refusal:
      left.length === 0
        ? null
        : say(PHRASES.settleAmountSpent, { amount: formatAmount(received), numbers: left.join(', ') }),
  };
}
