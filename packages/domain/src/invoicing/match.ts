import { formatAmount, formatQuantity } from '../format/amount.ts';
import { PHRASES, say } from '../errors/phrases.ts';

/** What the three-way match reads of one purchase bill line: the order's rate and what its inwards accepted. */
export interface BillLine {
  /** The item, as the messages name it. */
  item: string;
  /** What this bill charges for. */
  billedQuantity: number;
  /** What the supplier's earlier bills already charged for the same order line. */
  billedBefore: number;
  /** What the order line's inwards accepted (after inspection). */
  acceptedQuantity: number;
  /** The quantity's unit's decimals (decision 0290), for the message. */
  quantityDecimals?: number;
  billRate: number;
  orderRate: number;
}

/** A line's match: a refusal (nothing may be saved), or a reason the bill needs approval. */
export interface BillLineMatch {
  refusal: string | null;
  approval: string | null;
}

const paise = (rupees: number): number => Math.round(rupees * 100);

/**
 * Issue 20: "a three-way match — the quantity billed ≤ the quantity accepted at inward, the rate within
 * `BILL_RATE_TOLERANCE_PERCENT` of the order's; a mismatch needs approval", and among bad input "a bill
 * above what was accepted". A quantity beyond what was accepted is refused (nobody pays for goods not
 * received); a rate beyond the tolerance is held for approval (decision 1360).
 */
export function matchBillLine(line: BillLine, tolerancePercent: number): BillLineMatch {
  const open = line.acceptedQuantity - line.billedBefore;
  const refusal =
    line.billedQuantity > open
      ? say(PHRASES.billBeyondAccepted, {
          item: line.item,
          billed: formatQuantity(line.billedQuantity, line.quantityDecimals),
          open: formatQuantity(Math.max(0, open), line.quantityDecimals),
        })
      : null;
  const difference = Math.abs(paise(line.billRate) - paise(line.orderRate));
  const approval =
    difference * 100 > paise(line.orderRate) * tolerancePercent
      ? say(PHRASES.billRateOffOrder, {
          item: line.item,
          billRate: formatAmount(line.billRate),
          orderRate: formatAmount(line.orderRate),
          tolerance: tolerancePercent,
        })
      : null;
  return { refusal, approval };
}
