import { describe, expect, it } from 'vitest';
import {
  GST_NUMBER_MAX_LENGTH,
  gstInvoiceNumber,
  gstNumberProblem,
  gstSeriesPrefix,
  invoiceSeriesProblem,
  shortFinancialYear,
} from './series.ts';

describe('rule 46: "a consecutive serial number not exceeding sixteen characters"', () => {
  it('allows sixteen characters', () => {
    expect(GST_NUMBER_MAX_LENGTH).toBe(16);
  });

  it.each([
    ['2026-04-01', '26-27'],
    ['2027-03-31', '26-27'],
    ['2027-04-01', '27-28'],
    ['2099-12-31', '99-00'],
  ])('writes the financial year of %s as %s', (date, year) => {
    expect(shortFinancialYear(date)).toBe(year);
  });

  it.each([
    ['INV', '2026-11-24', 1, 'INV/26-27/00001'],
    ['INV', '2027-03-31', 123, 'INV/26-27/00123'],
    ['EXP-MH', '2026-11-24', 99999, 'EXP-MH/26-27/99999'],
    ['INV', '2026-11-24', 100000, 'INV/26-27/100000'],
  ])('numbers %s on %s, sequence %i, as %s', (prefix, date, sequence, number) => {
    expect(gstInvoiceNumber(prefix, date, sequence)).toBe(number);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses the sequence %s', (sequence) => {
    expect(() => gstInvoiceNumber('INV', '2026-11-24', sequence)).toThrow(RangeError);
  });

  it.each([
    ['INV/26-27/00001', null],
    ['ABCDEFGHIJKLMNOP', null],
    [
      'ABCDEFGHIJKLMNOPQ',
      'The number ABCDEFGHIJKLMNOPQ has 17 characters; a GST invoice number may have at most 16.',
    ],
    ['INV 26/00001', 'The number INV 26/00001 may contain only letters, digits, - and / (GST rule 46).'],
    ['INV_26/1', 'The number INV_26/1 may contain only letters, digits, - and / (GST rule 46).'],
    ['', 'The number  may contain only letters, digits, - and / (GST rule 46).'],
  ])('judges %s: %s', (number, problem) => {
    expect(gstNumberProblem(number)).toBe(problem);
  });
});

describe('issue 20: "The domain checks a series\' format before it is used"', () => {
  it.each([
    ['INV', null],
    ['MH-1', null],
    ['', 'Invoice series is required'],
    ['  ', 'Invoice series is required'],
    [
      'INVOICE',
      'The number INVOICE/26-27/00001 has 19 characters; a GST invoice number may have at most 16.',
    ],
    ['IN.V', 'The number IN.V/26-27/00001 may contain only letters, digits, - and / (GST rule 46).'],
  ])('the series %j: %s', (prefix, problem) => {
    expect(invoiceSeriesProblem(prefix, '2026-11-24')).toBe(problem);
  });
});

describe('gstSeriesPrefix (decisions 1401, 1425)', () => {
  it.each([
    ["an invoice of a branch with its series takes the branch's", true, 'INV', 'MH-1', 'MH-1'],
    ['an invoice of a branch without one takes the document series', true, 'INV', null, 'INV'],
    ['a blank branch series counts as none', true, 'INV', '  ', 'INV'],
    ["a note keeps its own series whatever the branch's", false, 'CN', 'MH-1', 'CN'],
  ])('%s', (_case, isInvoice, series, branch, prefix) => {
    expect(gstSeriesPrefix(isInvoice, series, branch)).toBe(prefix);
  });
});
