import type { ValidationIssue } from '../catalogue/schema.ts';
import { RESPONSE_CODES } from '../errors/codes.ts';
import { PHRASES, say } from '../errors/phrases.ts';
import { idOf, numberOf, type Line } from '../documents/postings.ts';
import { matchBillLine } from './match.ts';

/**
 * What a purchase bill is matched against (decision 1440): the order named on its header, each bill line's
 * order line, the order line's quantity its inwards accepted (less what went back) and the quantity its
 * earlier bills charged, filled on submit and given back on cancel; the system config key of the rate
 * tolerance; the header field the reasons of a hold are written to.
 */
export interface DocumentMatch {
  document: 'purchaseOrder';
  headerField: string;
  lineField: string;
  acceptedField: string;
  progressField: string;
  toleranceConfig: string;
  reasonsField: string;
}

/** An order line as the match reads it: its item, rate, and what was accepted and billed of it. */
export interface MatchedOrderLine {
  id: number;
  itemId: number;
  itemName: string;
  rate: number;
  accepted: number;
  billed: number;
  uomDecimals?: number | null;
}

/** The bill's match: the refusals (nothing is saved) and the reasons it waits for approval. */
export interface BillMatch {
  refusals: ValidationIssue[];
  reasons: string[];
}

const issue = (field: string, message: string): ValidationIssue => ({
  field,
  code: RESPONSE_CODES.VALIDATION_FAILED,
  message,
});

/**
 * Issue 20's three-way match of a whole bill (decision 1361, `matchBillLine` per line): each line must name
 * a line of the bill's order with its item; several lines of one order line count together against what
 * its inwards accepted less what earlier bills charged. Every refusal is given; each rate reason once.
 */
export function billMatch(
  match: Pick<DocumentMatch, 'lineField'>,
  lines: readonly Line[],
  orderLines: readonly MatchedOrderLine[],
  tolerancePercent: number,
): BillMatch {
  const byId = new Map(orderLines.map((line) => [line.id, line]));
  const taken = new Map<number, number>();
  const refusals: ValidationIssue[] = [];
  const reasons = new Set<string>();
  lines.forEach((line, index) => {
    const orderLine = byId.get(idOf(line[match.lineField]) ?? 0);
    if (!orderLine) {
      refusals.push(issue(`lines.${index}.itemId`, say(PHRASES.billNotOrderLine, { line: index + 1 })));
      return;
    }
    if (idOf(line.itemId) !== orderLine.itemId) {
      refusals.push(issue(`lines.${index}.itemId`, say(PHRASES.billOtherItem, { line: index + 1 })));
      return;
    }
    const before = taken.get(orderLine.id) ?? 0;
    const quantity = numberOf(line.quantity);
    taken.set(orderLine.id, Number((before + quantity).toFixed(3)));
    const result = matchBillLine(
      {
        item: orderLine.itemName,
        billedQuantity: quantity,
        billedBefore: Number((orderLine.billed + before).toFixed(3)),
        acceptedQuantity: orderLine.accepted,
        quantityDecimals: orderLine.uomDecimals ?? 3,
        billRate: numberOf(line.rate),
        orderRate: orderLine.rate,
      },
      tolerancePercent,
    );
    if (result.refusal !== null) refusals.push(issue(`lines.${index}.quantity`, result.refusal));
    if (result.approval !== null) reasons.add(result.approval);
  });
  return { refusals, reasons: [...reasons] };
}

/** An order line as the bill's fill reads it: the match's figures and what the order priced it at. */
export interface BillableOrderLine extends MatchedOrderLine {
  uomId: number | null;
  discountPercent: number | null;
  hsnCode: string | null;
  gstRate: number | null;
}

/**
 * The lines a bill starts from when its order is chosen (decision 1442): one per order line with something
 * accepted and not yet billed, for that quantity, at the order's rate, discount, HSN and GST rate.
 */
export function billableLines(
  match: Pick<DocumentMatch, 'lineField'>,
  orderLines: readonly BillableOrderLine[],
): Record<string, unknown>[] {
  return orderLines.flatMap((line) => {
    const open = Number((line.accepted - line.billed).toFixed(3));
    if (open <= 0) return [];
    return [
      {
        [match.lineField]: line.id,
        itemId: line.itemId,
        uomId: line.uomId,
        quantity: open,
        rate: line.rate,
        discountPercent: line.discountPercent,
        hsnCode: line.hsnCode,
        gstRate: line.gstRate,
      },
    ];
  });
}

/** A bill's tax per head as the engine computed it (the header's totals). */
export interface TaxHeads {
  cgstTotal: number;
  sgstTotal: number;
  igstTotal: number;
}

/** The header fields a purchase bill records its input tax credit in, one per head. */
export interface InputTaxFields {
  cgst: string;
  sgst: string;
  igst: string;
}

/**
 * The input tax credit a bill records (decision 1443): its tax per head when the supplier is registered
 * (has a GSTIN); none from an unregistered supplier, who charges no GST that can be claimed.
 */
export function inputTaxCredit(
  fields: InputTaxFields,
  taxes: TaxHeads,
  registered: boolean,
): Record<string, number> {
  return {
    [fields.cgst]: registered ? taxes.cgstTotal : 0,
    [fields.sgst]: registered ? taxes.sgstTotal : 0,
    [fields.igst]: registered ? taxes.igstTotal : 0,
  };
}
