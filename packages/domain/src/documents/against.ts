import type { ValidationIssue } from '../catalogue/schema.ts';
import { RESPONSE_CODES } from '../errors/codes.ts';
import { formatUnitQuantity } from '../format/quantity.ts';
import { idOf, numberOf, type Line } from './postings.ts';
import type { DocumentProgress } from './statuses.ts';

/**
 * The order a document fills as it is completed, and how (an inward receives purchase order lines; a
 * purchase return gives received quantities back, reopening the order): the header field naming the order, the line field naming its line, the quantity that counts and the order
 * line's progress field it adds to. `tolerance` is the system config key of the percent a line may be
 * exceeded by (INWARD_TOLERANCE_PERCENT, default 0).
 */
export interface DocumentAgainst {
  /**
   * The document filled: a purchase order (an inward, a return), a stock transfer (its validation), a
   * material request (its allocation), a job work challan (its receipt).
   */
  document:
    'purchaseOrder' | 'stockTransfer' | 'materialRequest' | 'jobWorkChallan' | 'salesOrder' | 'dispatch';
  /** 'fill': it adds to the order lines' progress (an inward); 'reopen': it takes back from it (a return). */
  direction: 'fill' | 'reopen';
  /**
   * The header field naming the one order; none: each line names its order's line alone, and the lines may
   * fill several orders (an invoice billing the lines of several dispatches, decision 1402).
   */
  headerField?: string;
  lineField: string;
  quantityField: string;
  progressField: string;
  /** The system config key of the percent a line may be exceeded by; none: not at all. */
  tolerance?: string;
  /**
   * The order line's progress field a later step fills (an allocation's issue) and that alone closes the
   * order; `progressField` then only moves it In Progress (decision 1004).
   */
  closedBy?: string;
  /**
   * The order is a finished document that stays as it is while it is filled (a dispatch billed, decision
   * 1402): only a Completed one is filled, none of another party, and never by a document dated before it.
   */
  finished?: true;
  /**
   * Where there is no header field: the system config key that, YES, lets a line name no order line (a
   * direct invoice, DIRECT_INVOICE, decision 1403); without it every line names one, worded by its `hint`.
   * `areaField`: the line field a direct line's goods leave from, which such a line must then name, unless
   * `stockless` says the line holds no stock (a service, decision 1480).
   */
  direct?: {
    config: string;
    hint: string;
    areaField?: string;
    stockless?: (line: Readonly<Record<string, unknown>>) => boolean;
  };
  /** What the refusals call the document filled (default 'order'): a receipt's 'challan'. */
  called?: string;
  /** What the refusals say the document does with the quantity (default 'received'): a dispatch's 'dispatched'. */
  done?: string;
  /**
   * More quantities that count against the order line, each into its progress field: a receipt's wastage
   * (decision 1031), a validation's short quantity written off (decision 1040).
   */
  also?: readonly { quantityField: string; progressField: string }[];
}

/** Each quantity a document fills its order's lines with, and the progress field it goes into. */
export const againstParts = (
  against: Pick<DocumentAgainst, 'quantityField' | 'progressField' | 'also'>,
): { quantityField: string; progressField: string }[] => [
  { quantityField: against.quantityField, progressField: against.progressField },
  ...(against.also ?? []),
];

/** What a line counts against its order line: its quantities of every part (a receipt's used and wasted). */
export const countedOf = (against: DocumentAgainst, line: Line): number =>
  Number(
    againstParts(against)
      .reduce((sum, part) => sum + numberOf(line[part.quantityField]), 0)
      .toFixed(3),
  );

/**
 * What is done of an order line: its progress fields added up, each once (a validation's received and
 * short quantities both fill the transfer line's validated quantity).
 */
export const doneOf = (
  against: Pick<DocumentAgainst, 'quantityField' | 'progressField' | 'also'>,
  orderLine: Line,
): number =>
  Number(
    [...new Set(againstParts(against).map((part) => part.progressField))]
      .reduce((sum, field) => sum + numberOf(orderLine[field]), 0)
      .toFixed(3),
  );

/** What the receipt rules read of an order line. */
export interface OrderLine {
  id: number;
  itemId: number;
  quantity: number;
  /** The progress field's value: what earlier documents did already. */
  done: number;
  /** The `closedBy` field's value, where the order has one (what was issued of what was allocated). */
  closed?: number;
  uomDecimals?: number | null;
  uomName?: string | null;
  itemName?: string | null;
  /** The documents that did it already, as a refusal names them ('Sales Invoice INV/26-27/00001'). */
  doneBy?: readonly string[];
}

/** The quantity of an order line still expected (never below zero). */
export const pendingOf = (line: Pick<OrderLine, 'quantity' | 'done'>): number =>
  Math.max(0, Number((line.quantity - line.done).toFixed(3)));

const issue = (field: string, message: string): ValidationIssue => ({
  field,
  code: RESPONSE_CODES.VALIDATION_FAILED,
  message,
});

/**
 * Why the lines cannot be received against the order, per line in the user's words: a line naming no
 * line of the order (or another item), or receiving more than is pending beyond the tolerance percent
 * (issue 17: "more than ordered is refused unless within INWARD_TOLERANCE_PERCENT"). Several lines of one
 * order line count together.
 */
export function receiptProblems(
  against: DocumentAgainst,
  lines: readonly Line[],
  orderLines: readonly OrderLine[],
  tolerancePercent: number,
): ValidationIssue[] {
  const byId = new Map(orderLines.map((line) => [line.id, line]));
  const called = against.called ?? 'order';
  const taken = new Map<number, number>();
  return lines.flatMap((line, index): ValidationIssue[] => {
    const orderLine = byId.get(idOf(line[against.lineField]) ?? 0);
    if (!orderLine)
      return [issue(`lines.${index}.itemId`, `Line ${index + 1} is not a line of the chosen ${called}.`)];
    if (idOf(line.itemId) !== orderLine.itemId)
      return [issue(`lines.${index}.itemId`, `Line ${index + 1} must keep the ${called} line's item.`)];
    const total = Number(((taken.get(orderLine.id) ?? 0) + countedOf(against, line)).toFixed(3));
    taken.set(orderLine.id, total);
    const shown = (value: number) =>
      formatUnitQuantity(value, { name: orderLine.uomName, decimals: orderLine.uomDecimals });
    const what = orderLine.itemName ?? 'this item';
    const done = against.done ?? 'received';
    if (against.direction === 'reopen')
      return total <= orderLine.done + 1e-9
        ? []
        : [
            issue(
              `lines.${index}.${against.quantityField}`,
              `Only ${shown(orderLine.done)} of ${what} was received on the order; ${shown(total)} returned.`,
            ),
          ];
    const allowed = Number(
      (pendingOf(orderLine) + (orderLine.quantity * Math.max(0, tolerancePercent)) / 100).toFixed(3),
    );
    if (total <= allowed + 1e-9) return [];
    return [
      issue(
        `lines.${index}.${against.quantityField}`,
        `Only ${shown(pendingOf(orderLine))} of ${what} is pending on the ${called}` +
          `${tolerancePercent > 0 ? ` (${tolerancePercent}% more allowed)` : ''}; ${shown(total)} ${done}.` +
          // A line done in full names what did it (a dispatch line billed by an invoice, decision 1402).
          (pendingOf(orderLine) === 0 && orderLine.doneBy?.length
            ? ` Already ${done} by ${orderLine.doneBy.join(', ')}.`
            : ''),
      ),
    ];
  });
}

/**
 * How far an order's lines are done: nothing, part, or every line in full; where a later step closes it
 * (`closed`, a request's issued quantity), in full only when that step is (decision 1004).
 */
export function orderProgress(
  lines: readonly Pick<OrderLine, 'quantity' | 'done' | 'closed'>[],
): DocumentProgress {
  if (lines.every((line) => line.done <= 0 && (line.closed ?? 0) <= 0)) return 'none';
  const finished = (line: Pick<OrderLine, 'quantity' | 'done' | 'closed'>) =>
    pendingOf({ quantity: line.quantity, done: line.closed ?? line.done }) === 0;
  return lines.every(finished) ? 'complete' : 'partial';
}

/** An order line as a draft's lines are filled from it: its unit, its price and the records it carries as read. */
export type FillingLine = OrderLine & {
  uomId: number | null;
  rate: number | null;
  /** The looked-up records it carries (its `item`, its `uom`), which the line made from it carries too. */
  records?: Readonly<Record<string, unknown>>;
};

/**
 * The lines a document starts from when its order is chosen: each line still pending, in full (an
 * inward, a gate entry); or each line received, in full (a return: the user lowers what does not go back).
 * Each names its order line in `lineField`, where the document's lines have one (a gate entry's have none).
 */
export function linesFromOrder(
  fill: Pick<DocumentAgainst, 'direction' | 'quantityField'> & { lineField?: string },
  orderLines: readonly FillingLine[],
): Record<string, unknown>[] {
  const open = (line: OrderLine) => (fill.direction === 'fill' ? pendingOf(line) : line.done);
  return orderLines
    .filter((line) => open(line) > 0)
    .map((line) => ({
      ...(fill.lineField === undefined ? {} : { [fill.lineField]: line.id }),
      itemId: line.itemId,
      uomId: line.uomId,
      rate: line.rate,
      quantity: open(line),
      [fill.quantityField]: open(line),
      ...line.records,
    }));
}
