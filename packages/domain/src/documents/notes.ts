import type { ValidationIssue } from '../catalogue/schema.ts';
import { RESPONSE_CODES } from '../errors/codes.ts';
import { formatAmount } from '../format/amount.ts';
import { formatUnitQuantity } from '../format/quantity.ts';
import type { DocumentAmends } from './documentParts.ts';
import { idOf, numberOf, type Line } from './postings.ts';

/* Issue 20: a credit note can never exceed its invoice (decision 1412); a debit note names its lines. */

/** An invoice line as a note reads it: what was invoiced and what earlier credit notes took back. */
export interface InvoiceLineLeft {
  id: number;
  itemId: number;
  quantity: number;
  taxableValue: number;
  creditedQuantity: number;
  creditedValue: number;
  itemName?: string | null;
  uomName?: string | null;
  uomDecimals?: number | null;
}

/** The invoice a note names: its number, lines, grand total and what its earlier credit notes total. */
export interface InvoiceLeft {
  number: string;
  grandTotal: number;
  creditedTotal: number;
  lines: readonly InvoiceLineLeft[];
}

/** The note as submitted: its lines (with their computed taxable values), grand total and whether goods return. */
export interface NoteSubmitted {
  lines: readonly Line[];
  grandTotal: number;
  returnsGoods: boolean;
}

const round = (value: number, places: number): number => Number(value.toFixed(places));
const rupees = (value: number): string => `₹${formatAmount(value)}`;
const issue = (field: string, message: string): ValidationIssue => ({
  field,
  code: RESPONSE_CODES.VALIDATION_FAILED,
  message,
});

/** What of an invoice line is left to credit: its quantity less what was returned, its value less what was credited. */
export const leftOf = (line: InvoiceLineLeft): { quantity: number; value: number } => ({
  quantity: Math.max(0, round(line.quantity - line.creditedQuantity, 3)),
  value: Math.max(0, round(line.taxableValue - line.creditedValue, 2)),
});

/** Per line of the note, the quantity and value it takes of its invoice line with the lines before it. */
function tallied(lines: readonly Line[], lineField: string) {
  const taken = new Map<number, { quantity: number; value: number }>();
  return lines.map((line) => {
    const id = idOf(line[lineField]) ?? 0;
    const before = taken.get(id) ?? { quantity: 0, value: 0 };
    const now = {
      quantity: round(before.quantity + numberOf(line.quantity), 3),
      value: round(before.value + numberOf(line.taxableValue), 2),
    };
    taken.set(id, now);
    return now;
  });
}

/**
 * Why the note cannot be submitted against its invoice, in the user's words: a line naming no line of the
 * invoice or another item; for a credit note, a line's returned quantity or taxable value beyond what the
 * invoice line has left, a returned line without the stock area its goods come back to, and the whole note
 * beyond the invoice's grand total less its earlier credit notes. A debit note raises what is owed: only its
 * lines are checked.
 */
export function noteProblems(
  amends: DocumentAmends,
  note: NoteSubmitted,
  invoice: InvoiceLeft,
): ValidationIssue[] {
  const byId = new Map(invoice.lines.map((line) => [line.id, line]));
  const credit = amends.direction === 'credit';
  const totals = tallied(note.lines, amends.lineField);
  const lineIssues = note.lines.flatMap((line, index): ValidationIssue[] => {
    const taken = totals[index];
    const at = (field: string) => `lines.${index}.${field}`;
    const invoiced = byId.get(idOf(line[amends.lineField]) ?? 0);
    if (!invoiced)
      return [
        issue(
          at('itemId'),
          `Line ${index + 1} is not a line of invoice ${invoice.number}: fill the lines From Invoice.`,
        ),
      ];
    if (idOf(line.itemId) !== invoiced.itemId)
      return [issue(at('itemId'), `Line ${index + 1} must keep the invoice line's item.`)];
    if (!credit || !taken) return [];
    const left = leftOf(invoiced);
    const what = invoiced.itemName ?? 'this item';
    const shown = (value: number) =>
      formatUnitQuantity(value, { name: invoiced.uomName, decimals: invoiced.uomDecimals });
    const problems: ValidationIssue[] = [];
    if (note.returnsGoods && taken.quantity > left.quantity + 1e-9)
      problems.push(
        issue(
          at('quantity'),
          `Only ${shown(left.quantity)} of ${what} is left to return on invoice ${invoice.number} ` +
            `(${shown(invoiced.quantity)} invoiced, ${shown(invoiced.creditedQuantity)} credited before); ${shown(taken.quantity)} returned.`,
        ),
      );
    if (note.returnsGoods && idOf(line.stockAreaId) === null)
      problems.push(
        issue(
          at('stockAreaId'),
          `Line ${index + 1} brings goods back: choose the stock area they come into.`,
        ),
      );
    if (taken.value > left.value + 1e-9)
      problems.push(
        issue(
          at('rate'),
          `Only ${rupees(left.value)} of ${what} is left to credit on invoice ${invoice.number} ` +
            `(${rupees(invoiced.taxableValue)} invoiced, ${rupees(invoiced.creditedValue)} credited before); this note credits ${rupees(taken.value)}.`,
        ),
      );
    return problems;
  });
  if (lineIssues.length > 0 || !credit) return lineIssues;
  const leftTotal = Math.max(0, round(invoice.grandTotal - invoice.creditedTotal, 2));
  if (note.grandTotal <= leftTotal + 1e-9) return [];
  return [
    issue(
      'grandTotal',
      `A credit note cannot exceed its invoice: ${rupees(leftTotal)} of invoice ${invoice.number} is left to credit ` +
        `(${rupees(invoice.grandTotal)} less ${rupees(invoice.creditedTotal)} of earlier credit notes); this note is ${rupees(note.grandTotal)}.`,
    ),
  ];
}

/** The invoice line a fill gives a new note: for a credit what is left of it, for a debit the line as invoiced. */
export function noteLineFrom(
  amends: DocumentAmends,
  line: InvoiceLineLeft,
): { quantity: number; creditable: number } | null {
  if (amends.direction === 'debit') return { quantity: line.quantity, creditable: line.taxableValue };
  const left = leftOf(line);
  return left.value > 0 ? { quantity: left.quantity, creditable: left.value } : null;
}
