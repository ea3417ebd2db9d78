import { describe, expect, it } from 'vitest';
import { E_INVOICE_HSN_DIGITS, hsnDigitsProblem, hsnDigitsRequired } from './hsnDigits.ts';

// CGST notification 78/2020-Central Tax (15 Oct 2020, from 1 Apr 2021): "up to rupees five crores: 4 digits;
// more than rupees five crores: 6 digits". E-invoice: fewer than 6 refused from 15 Dec 2023; e-way bill from
// 1 Feb 2024 (issue 41).
describe('the digits an HSN or SAC needs (notification 78/2020-CT)', () => {
  it.each([
    [null, 6, 'the turnover not kept: six, which every portal takes'],
    [1, 4, '₹1 crore'],
    [5, 4, '₹5 crore: "up to rupees five crores"'],
    [6, 6, '₹6 crore: "more than rupees five crores"'],
    [500, 6, '₹500 crore'],
  ] as const)('at AATO_CRORE %s: %s digits (%s)', (aato, digits, _why) => {
    expect(hsnDigitsRequired(aato)).toBe(digits);
  });

  it('an e-invoice needs six: every e-invoicer is above ₹5 crore (notification 10/2023-CT)', () => {
    expect(E_INVOICE_HSN_DIGITS).toBe(6);
  });

  it.each([
    [
      '6305',
      6,
      'Line 1 HSN code 6305 has 4 digits: above ₹5 crore of aggregate turnover the GST portals take 6 or more (notification 78/2020-CT); write its 6- or 8-digit code',
    ],
    ['630533', 6, null],
    ['63053300', 6, null],
    [' 996511 ', 6, null],
    ['', 6, null],
    ['6305', 4, null],
    ['63', 4, 'Line 1 HSN code 63 has 2 digits: a tax invoice shows at least 4 (notification 78/2020-CT)'],
  ] as const)('%s at %s digits: %s', (code, digits, problem) => {
    expect(hsnDigitsProblem('Line 1 HSN code', code, digits)).toBe(problem);
  });
});
