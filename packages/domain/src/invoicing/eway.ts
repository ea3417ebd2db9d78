import { formatAmount } from '../format/amount.ts';

/**
 * Issue 20 (CGST rule 138): an e-way bill is needed "for a consignment over ₹50,000 (tax included), and for
 * inter-state job work of any value".
 */
export const EWAY_BILL_THRESHOLD = 50_000;

/** What the rule reads of a consignment. */
export interface Consignment {
  /** The consignment's value in rupees, its tax included. */
  value: number;
  /** The goods cross a state's border (the place of supply is another state). */
  interState: boolean;
  /** The goods go to or come back from a job worker. */
  jobWork: boolean;
}

/** Why a consignment needs an e-way bill ('value' over the threshold, or 'jobWork' across states); null when none. */
export function ewayBillReason(consignment: Consignment): 'value' | 'jobWork' | null {
  if (consignment.value > EWAY_BILL_THRESHOLD) return 'value';
  if (consignment.jobWork && consignment.interState) return 'jobWork';
  return null;
}

/** A consignment as the refusal names it: the document ('Sales Invoice INV/26-27/00001') and whether it lists goods. */
export interface NamedConsignment extends Consignment {
  name: string;
  /** Some line is goods (not a service, decision 1480). */
  goods: boolean;
}

/**
 * Why a document gets no e-way bill file, in the user's words (decision 1420: the refusal names it); null
 * when it needs one. A document of services alone moves no goods (decision 1480).
 */
export function noEwayBillNeeded(consignment: NamedConsignment): string | null {
  const { name } = consignment;
  if (!consignment.goods) return `${name} lists services only: no goods move, so no e-way bill goes with it.`;
  if (ewayBillReason(consignment)) return null;
  const value = `₹${formatAmount(consignment.value)}`;
  return consignment.jobWork
    ? `${name} needs no e-way bill: job work within the state needs one only over ₹50,000, and its value ${value} is not.`
    : `${name} needs no e-way bill: its value ${value} is not over ₹50,000.`;
}

/**
 * A service, not goods (decision 1480): its code is a SAC, chapter 99 of the GST tariff (`998821` job
 * work on textiles, `996511` road freight). It holds no stock and an e-way bill does not list it.
 */
export const isServiceCode = (hsn: unknown): boolean =>
  typeof hsn === 'string' && /^99\d{2,6}$/.test(hsn.trim());

/** A document line of a service, by its own HSN/SAC code. */
export const isServiceLine = (line: Readonly<Record<string, unknown>>): boolean =>
  isServiceCode(line.hsnCode);
