import type { ChildTableDef } from '../catalogue/fields.ts';
import type { ValidationIssue } from '../catalogue/schema.ts';
import { RESPONSE_CODES } from '../errors/codes.ts';
import type { DocumentDef } from './documentDef.ts';
import type { CountDocumentKey } from './documentKeys.ts';
import { amount, field, lookup, quantity, rackLookup, uomLookup } from './documentFields.ts';
import { isNumber, remarks, round3 } from './stockLines.ts';
import { DOCUMENT_LABELS as L } from './submit.ts';
import { DOCUMENT_STATUS as S } from './statuses.ts';

type Line = Readonly<Record<string, unknown>>;

const REASON = 'Say why the count differs: the adjustment is posted with its reason.';

/** A difference needs its reason: the adjustment is posted with it. */
export const needsReason = ({ bookQuantity, countedQuantity, reason }: Line): boolean =>
  isNumber(countedQuantity) &&
  isNumber(bookQuantity) &&
  round3(countedQuantity) !== round3(bookQuantity) &&
  !(typeof reason === 'string' && reason.trim() !== '');

const COUNT_LINES: ChildTableDef = {
  key: 'lines',
  label: L.lines,
  minRows: 0,
  fields: [
    lookup('itemId', 'Item', 'item', { required: true }),
    field('lotNumber', 'Lot Number', 'text', { maxLength: 40 }),
    field('rollNumber', 'Roll Number', 'text', { maxLength: 40 }),
    // A rack of the sheet's stock area (the header's).
    rackLookup('rackId', 'Rack', 'stockAreaId'),
    field('packingTypeId', 'Packing Type', 'number', {
      integer: true,
      min: 1,
      hidden: true,
      references: { module: 'packing' },
    }),
    // Held for the lab or expired: counted apart from what is available at the same place.
    field('held', 'Held', 'checkbox', { readOnly: true }),
    // Set by the server from the freeze (decision 1010); whatever the body says is replaced.
    quantity('bookQuantity', 'Book Quantity', { min: 0, readOnly: true }),
    quantity('countedQuantity', 'Counted Quantity', { min: 0 }),
    uomLookup(),
    quantity('differenceQuantity', 'Difference', { readOnly: true }),
    amount('rate', 'Moving Average Rate', { min: 0, readOnly: true }),
    amount('differenceValue', 'Difference Value', { readOnly: true }),
    field('reason', 'Reason', 'text', { maxLength: 200 }),
  ],
  listColumns: [
    'itemId',
    'lotNumber',
    'rackId',
    'bookQuantity',
    'countedQuantity',
    'differenceQuantity',
    'differenceValue',
    'reason',
  ],
  rules: [
    {
      field: 'reason',
      message: REASON,
      valid: (line) => !needsReason(line),
    },
  ],
};

/** Issue 18's reconciliation: a count sheet of one stock area, frozen, counted and posted once approved. */
export const COUNT_DOCUMENTS: Readonly<Record<CountDocumentKey, DocumentDef>> = {
  stockCount: {
    key: 'stockCount',
    moduleId: 16,
    label: 'Stock Reconciliation',
    apiPath: 'chemical/storeManagement/reconcile',
    aclName: 'chemical/storeManagement/reconcile',
    route: '/module/reconciliation',
    listRoute: '/module/reconciliation',
    series: 'SR',
    valuation: 'none',
    itemDefaults: {},
    fields: [
      field('date', L.date, 'date', { required: true }),
      lookup('stockAreaId', 'Stock Area', 'stockArea', { required: true }),
      // The moment and the ledger position the book quantities were taken at (set by the server).
      field('frozenAt', 'Frozen At', 'text', { maxLength: 40, readOnly: true }),
      field('frozenLedgerId', 'Ledger Position', 'number', {
        integer: true,
        min: 0,
        hidden: true,
        readOnly: true,
      }),
      field('countedBy', 'Counted By', 'text', { maxLength: 100 }),
      remarks,
    ],
    lines: COUNT_LINES,
    progressFields: [],
    // It waits for approval where the approval configuration asks; it posts when it is Completed.
    statuses: [S.DRAFT, S.PENDING_APPROVAL, S.COMPLETED, S.CANCELLED],
    lists: [],
    listColumns: ['number', 'date', 'stockAreaId', 'frozenAt', 'status'],
    searchKeys: ['number'],
    onSubmit:
      'Once approved, posts each difference (counted − book at the freeze) as an adjustment onto the stock today.',
    posting: {
      movement: 'ADJUSTMENT',
      direction: 'adjust',
      quantityField: 'differenceQuantity',
      refusedOn: 'countedQuantity',
      rated: false,
    },
    count: { areaField: 'stockAreaId' },
  },
};

/** The place a count line counts: item, lot, roll, packing type, rack, held or available. */
export const countKey = (line: Line): string =>
  [
    line.itemId,
    typeof line.lotNumber === 'string' ? line.lotNumber.trim() : '',
    typeof line.rollNumber === 'string' ? line.rollNumber.trim() : '',
    line.packingTypeId ?? '',
    line.rackId ?? '',
    line.held === true ? 1 : 0,
  ].join('|');

/** A line with its difference and the difference's value at its rate (none until it is counted). */
export function withDifference(line: Line): Record<string, unknown> {
  const book = isNumber(line.bookQuantity) ? line.bookQuantity : 0;
  const counted = isNumber(line.countedQuantity) ? line.countedQuantity : null;
  const difference = counted === null ? null : round3(counted - book);
  const rate = isNumber(line.rate) ? line.rate : 0;
  return {
    ...line,
    bookQuantity: book,
    differenceQuantity: difference,
    differenceValue: difference === null ? null : Math.round(difference * rate * 100) / 100,
  };
}

const issue = (field: string, message: string): ValidationIssue => ({
  field,
  code: RESPONSE_CODES.VALIDATION_FAILED,
  message,
});

/**
 * A count sheet's lines as saved (decision 1010): every frozen line, in the freeze's order, with the
 * count and reason of the given line of its place (uncounted when none is given); then the given lines of
 * places the freeze did not find (stock found on no book), available, at book 0 and `rateOf` their item. Book
 * quantities and rates are the freeze's, never the body's. Refused per given line: a second line of one
 * place, a difference without its reason.
 */
export function countSheetLines(
  frozen: readonly Line[],
  given: readonly Line[],
  rateOf: (line: Line) => number | null,
): { lines: Record<string, unknown>[]; issues: ValidationIssue[] } {
  const frozenKeys = new Map(frozen.map((line, index) => [countKey(line), index]));
  const counts = new Map<number, { line: Line; index: number }>();
  const found: { line: Line; index: number }[] = [];
  const seen = new Set<string>();
  const issues: ValidationIssue[] = [];
  given.forEach((line, index) => {
    const key = countKey(line);
    if (seen.has(key))
      issues.push(
        issue(`lines.${index}.lotNumber`, `Line ${index + 1} counts the same item, lot and place again.`),
      );
    seen.add(key);
    const at = frozenKeys.get(key);
    if (at === undefined) found.push({ line, index });
    else if (!counts.has(at)) counts.set(at, { line, index });
  });
  const merged = [
    ...frozen.map((line, at) => {
      const count = counts.get(at);
      return {
        index: count?.index,
        line: withDifference({
          ...line,
          countedQuantity: count?.line.countedQuantity ?? null,
          reason: count?.line.reason ?? null,
        }),
      };
    }),
    ...found.map(({ line, index }) => ({
      index,
      // Stock found on no book is available stock.
      line: withDifference({ ...line, id: undefined, held: false, bookQuantity: 0, rate: rateOf(line) }),
    })),
  ];
  for (const { index, line } of merged)
    if (index !== undefined && needsReason(line)) issues.push(issue(`lines.${index}.reason`, REASON));
  return { lines: merged.map(({ line }) => line), issues };
}
