/*
 * A receipt's or payment's "Settle Open Documents" (decision 1471): the open documents ticked become its
 * allocation lines, oldest first, each for what is unpaid of it, until the amount received is spent.
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
