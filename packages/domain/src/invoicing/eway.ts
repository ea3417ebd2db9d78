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
