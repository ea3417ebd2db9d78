import { describe, expect, it } from 'vitest';
import {
  EWAY_BILL_THRESHOLD,
  ewayBillReason,
  isServiceCode,
  isServiceLine,
  noEwayBillNeeded,
} from './eway.ts';

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

describe('who gets no e-way bill file, in words (decisions 1420, 1480, 1481)', () => {
  const named = { name: 'Sales Invoice INV/26-27/00001', interState: false, jobWork: false, goods: true };
  it.each([
    [{ ...named, value: 60_000 }, null],
    [
      { ...named, value: 40_000 },
      'Sales Invoice INV/26-27/00001 needs no e-way bill: its value ₹40,000.00 is not over ₹50,000.',
    ],
    [
      { ...named, name: 'Job Work Challan JWC/26-27/00001', jobWork: true, value: 4800 },
      'Job Work Challan JWC/26-27/00001 needs no e-way bill: job work within the state needs one only over ₹50,000, and its value ₹4,800.00 is not.',
    ],
    [{ ...named, jobWork: true, interState: true, value: 4800 }, null],
    [
      { ...named, goods: false, value: 90_000 },
      'Sales Invoice INV/26-27/00001 lists services only: no goods move, so no e-way bill goes with it.',
    ],
  ])('%j: %s', (consignment, refusal) => {
    expect(noEwayBillNeeded(consignment)).toBe(refusal);
  });
});

describe('a service is a line of a SAC code, chapter 99 (decision 1480)', () => {
  it.each([
    ['998821', true],
    ['9965', true],
    [' 996511 ', true],
    ['99', false],
    ['63053200', false],
    ['5407', false],
    [null, false],
    [undefined, false],
  ])('%j is a service: %s', (hsn, service) => {
    expect(isServiceCode(hsn)).toBe(service);
    expect(isServiceLine({ hsnCode: hsn })).toBe(service);
  });
});
