import { describe, expect, it } from 'vitest';
import { submitProblems, type SubmittedDocument, type SubmittedLine } from './submit.ts';

const good: SubmittedLine = { quantity: 10, rate: 100, discountPercent: 5, hsnCode: '3901' };
const valid: SubmittedDocument = { date: '2026-05-10', placeOfSupply: '27', lines: [good] };

describe('submitProblems', () => {
  it('a complete document can be submitted', () => {
    expect(submitProblems(valid)).toEqual([]);
    expect(
      submitProblems({ ...valid, lines: [{ ...good, discountPercent: null, hsnCode: '390110' }] }),
    ).toEqual([]);
    expect(submitProblems(valid, { booksLockedUpto: '2026-03-31' })).toEqual([]);
  });

  const cases: readonly [string, SubmittedDocument, string, string][] = [
    ['No lines', { ...valid, lines: [] }, 'lines', 'Lines: add at least 1 row'],
    ['no lines at all', { ...valid, lines: null }, 'lines', 'Lines: add at least 1 row'],
    [
      'quantity ≤ 0',
      { ...valid, lines: [{ ...good, quantity: 0 }] },
      'lines.0.quantity',
      'Quantity must be greater than zero',
    ],
    [
      'a quantity not given',
      { ...valid, lines: [{ ...good, quantity: null }] },
      'lines.0.quantity',
      'Quantity must be greater than zero',
    ],
    ['rate < 0', { ...valid, lines: [{ ...good, rate: -1 }] }, 'lines.0.rate', 'Rate must not be negative'],
    [
      'a rate not given',
      { ...valid, lines: [{ ...good, rate: undefined }] },
      'lines.0.rate',
      'Rate is required',
    ],
    [
      'discount below 0',
      { ...valid, lines: [{ ...good, discountPercent: -1 }] },
      'lines.0.discountPercent',
      'Discount % must be at least 0',
    ],
    [
      'discount above 100',
      { ...valid, lines: [{ ...good, discountPercent: 100.5 }] },
      'lines.0.discountPercent',
      'Discount % must be at most 100',
    ],
    [
      'each line needs the item HSN to be submitted',
      { ...valid, lines: [{ ...good, hsnCode: ' ' }] },
      'lines.0.hsnCode',
      'HSN Code is required',
    ],
    [
      'an HSN of 4, 6 (or 8) digits',
      { ...valid, lines: [{ ...good, hsnCode: '39011' }] },
      'lines.0.hsnCode',
      'HSN Code must have 4, 6 or 8 digits',
    ],
    [
      'a place of supply that is no Indian state code',
      { ...valid, placeOfSupply: '25' },
      'placeOfSupply',
      'Place of Supply must be one of the listed choices',
    ],
    [
      'a place of supply not given',
      { ...valid, placeOfSupply: null },
      'placeOfSupply',
      'Place of Supply is required',
    ],
    ['a date not given', { ...valid, date: null }, 'date', 'Date is required'],
  ];
  it.each(cases)('names the field or line: %s', (_rule, doc, field, message) => {
    expect(submitProblems(doc)).toEqual([{ field, code: 9400001, message }]);
  });

  it('lines optional (a maintenance without spares, decision 1784): none passes, those given are checked', () => {
    const untaxed = { taxed: false, linesOptional: true };
    expect(submitProblems({ date: '2026-05-10', lines: [] }, untaxed)).toEqual([]);
    expect(submitProblems({ date: '2026-05-10', lines: null }, untaxed)).toEqual([]);
    expect(submitProblems({ date: '2026-05-10', lines: [{ quantity: 0 }] }, untaxed)).toEqual([
      { field: 'lines.0.quantity', code: 9400001, message: 'Quantity must be greater than zero' },
    ]);
  });

  it('a date on or before the books lock', () => {
    expect(submitProblems({ ...valid, date: '2026-03-31' }, { booksLockedUpto: '2026-03-31' })).toEqual([
      { field: 'date', code: 9400001, message: 'The books are locked up to 31-03-2026: choose a later date' },
    ]);
  });

  it('a discount that is not a number', () => {
    expect(submitProblems({ ...valid, lines: [{ ...good, discountPercent: Number.NaN }] })[0]?.field).toBe(
      'lines.0.discountPercent',
    );
  });

  it('lists every problem, each line by its index', () => {
    const problems = submitProblems({
      date: '2026-05-10',
      placeOfSupply: 'MH',
      lines: [good, { quantity: -2, rate: -1, discountPercent: 120 }],
    });
    expect(problems.map((problem) => problem.field)).toEqual([
      'placeOfSupply',
      'lines.1.quantity',
      'lines.1.rate',
      'lines.1.discountPercent',
      'lines.1.hsnCode',
    ]);
  });
});

describe('submitProblems of a stock document (taxed: false)', () => {
  it('asks for the date, a line and positive quantities only: no place of supply, rate or HSN', () => {
    const problems = submitProblems(
      { date: '2026-11-23', placeOfSupply: null, lines: [{ quantity: 0 }, { quantity: 2 }] },
      { taxed: false },
    );
    expect(problems.map((problem) => [problem.field, problem.message])).toEqual([
      ['lines.0.quantity', 'Quantity must be greater than zero'],
    ]);
  });
});

describe('submitProblems of a document of readings (quantified: false, decision 1162)', () => {
  it('asks for the date only: its lines are readings, and it may have none', () => {
    const submitted = (lines: { quantity?: number }[], date = '2026-11-24') =>
      submitProblems({ date, lines }, { taxed: false, quantified: false }).map((problem) => problem.field);
    expect(submitted([])).toEqual([]);
    expect(submitted([{}])).toEqual([]);
    expect(submitted([], '')).toEqual(['date']);
  });

  it('asks no quantity of a line: a daily production entry carries output and hours (decision 1121)', () => {
    const submitted = { date: '', placeOfSupply: null, lines: [{}] };
    const fields = (quantified: boolean) =>
      submitProblems(submitted, { taxed: false, quantified }).map((problem) => problem.field);
    expect(fields(false)).toEqual(['date']);
    expect(fields(true)).toEqual(['date', 'lines.0.quantity']);
  });
});
