import { describe, expect, it } from 'vitest';
import { EWAY_BILL_THRESHOLD, ewayBillReason } from './eway.ts';

describe('issue 20: an e-way bill "for a consignment over ₹50,000 (tax included), and for inter-state job work of any value"', () => {
  it('draws the line at ₹50,000', () => {
    expect(EWAY_BILL_THRESHOLD).toBe(50_000);
  });

  it.each([
    [50_000, false, false, null],
    [50_000.01, false, false, 'value'],
    [1_20_000, true, false, 'value'],
    [1_20_000, true, true, 'value'],
    [100, true, true, 'jobWork'],
    [100, false, true, null],
    [49_999, true, false, null],
  ] as const)(
    'a consignment of ₹%s (inter-state %s, job work %s) needs one for: %s',
    (value, interState, jobWork, reason) => {
      expect(ewayBillReason({ value, interState, jobWork })).toBe(reason);
    },
  );
});
