import { FORMATS } from '../catalogue/formats.ts';
import type { ValidationIssue } from '../catalogue/schema.ts';
import { RESPONSE_CODES } from '../errors/codes.ts';
import { PHRASES, say } from '../errors/phrases.ts';
import { booksLockedMessage, lockedByBooks } from './numbering.ts';
import { isStateCode } from './places.ts';
import { isBlank } from '../catalogue/blank.ts';

/** The labels the document fields and their problems share. */
export const DOCUMENT_LABELS = {
  date: 'Date',
  placeOfSupply: 'Place of Supply',
  lines: 'Lines',
  quantity: 'Quantity',
  rate: 'Rate',
  discountPercent: 'Discount %',
  hsnCode: 'HSN Code',
} as const;

/** What the submit rules read of a line. */
export interface SubmittedLine {
  quantity?: number | null;
  rate?: number | null;
  discountPercent?: number | null;
  hsnCode?: string | null;
  countedQuantity?: number | null;
}

/** What the submit rules read of a document. */
export interface SubmittedDocument {
  date?: string | null;
  placeOfSupply?: string | null;
  lines?: readonly SubmittedLine[] | null;
}

export interface SubmitRules {
  /** System config `BOOKS_LOCKED_UPTO` ('yyyy-MM-dd', empty: no lock). */
  booksLockedUpto?: string | null;
  /** The document carries GST (default): rate, HSN and place of supply are asked; else only quantities. */
  taxed?: boolean;
  /** A count sheet (decision 1010): each line needs its counted quantity (0 or more), not a quantity. */
  counted?: boolean;
  /**
   * Its lines carry a quantity (default): a lab test's are readings, which its parse checks, and it may have
   * none (an item without quality parameters; decision 1162); a daily production entry's carry output and
   * hours (decision 1121).
   */
  quantified?: boolean;
  /** Its lines may be none (a maintenance that used no spares, decision 1784): those given are checked. */
  linesOptional?: boolean;
}

const L = DOCUMENT_LABELS;
const COUNT_IT = 'Give the counted quantity: 0 when none is there.';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function lineProblems(
  line: SubmittedLine,
  taxed: boolean,
  rules: SubmitRules,
): [keyof SubmittedLine, string][] {
  const problems: [keyof SubmittedLine, string][] = [];
  if (rules.counted === true) {
    if (!isNumber(line.countedQuantity)) problems.push(['countedQuantity', COUNT_IT]);
  } else if (rules.quantified !== false && (!isNumber(line.quantity) || line.quantity <= 0)) {
    problems.push(['quantity', say(PHRASES.positive, { label: L.quantity })]);
  }
  if (!taxed) return problems;
  if (!isNumber(line.rate)) problems.push(['rate', say(PHRASES.required, { label: L.rate })]);
  else if (line.rate < 0) problems.push(['rate', say(PHRASES.notNegative, { label: L.rate })]);
  const discount = line.discountPercent;
  if (!isBlank(discount) && (!isNumber(discount) || discount < 0)) {
    problems.push(['discountPercent', say(PHRASES.atLeast, { label: L.discountPercent, min: 0 })]);
  } else if (isNumber(discount) && discount > 100) {
    problems.push(['discountPercent', say(PHRASES.atMost, { label: L.discountPercent, max: 100 })]);
  }
  const hsn = (line.hsnCode ?? '').trim();
  if (hsn === '') problems.push(['hsnCode', say(PHRASES.required, { label: L.hsnCode })]);
  else if (!FORMATS.hsn.test(hsn)) problems.push(['hsnCode', FORMATS.hsn.message(L.hsnCode)]);
  return problems;
}

/**
 * Why a document cannot be submitted, per field and line in the user's words (issue 16's bad input): no
 * lines; quantity ≤ 0; rate < 0; discount outside 0–100; a line without the item's HSN (decision 0801:
 * the item master's format, 4, 6 or 8 digits); a place of supply that is no Indian state code; a date on
 * or before the books lock. Line fields are named 'lines.<index>.<field>'; empty when it can be submitted.
 */
export function submitProblems(doc: SubmittedDocument, rules: SubmitRules = {}): ValidationIssue[] {
  const issue = (field: string, message: string): ValidationIssue => ({
    field,
    code: RESPONSE_CODES.VALIDATION_FAILED,
    message,
  });
  const issues: ValidationIssue[] = [];
  const date = doc.date ?? '';
  if (date === '') issues.push(issue('date', say(PHRASES.required, { label: L.date })));
  else if (lockedByBooks(date, rules.booksLockedUpto)) {
    issues.push(issue('date', booksLockedMessage(rules.booksLockedUpto as string)));
  }
  // A stock document carries quantities only: no place of supply, rate or HSN to ask for.
  const taxed = rules.taxed ?? true;
  if (taxed && isBlank(doc.placeOfSupply)) {
    issues.push(issue('placeOfSupply', say(PHRASES.required, { label: L.placeOfSupply })));
  } else if (taxed && !isStateCode(doc.placeOfSupply)) {
    issues.push(issue('placeOfSupply', say(PHRASES.listedChoice, { label: L.placeOfSupply })));
  }
  const lines = doc.lines ?? [];
  // Lines of readings (a lab test's) are checked by the document's parse, and may be none.
  if (rules.quantified === false && rules.counted !== true) return issues;
  if (lines.length === 0 && rules.linesOptional !== true)
    issues.push(issue('lines', say(PHRASES.oneRowAtLeast, { label: L.lines })));
  lines.forEach((line, index) => {
    for (const [field, message] of lineProblems(line, taxed, rules))
      issues.push(issue(`lines.${index}.${field}`, message));
  });
  return issues;
}
