import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amendedNumber,
  booksLockedMessage,
  canDelete,
  deleteProblem,
  editProblem,
  financialYear,
  formatDocumentNumber,
  isEditable,
  lockedByBooks,
  numberSeries,
  parseDocumentNumber,
  printFileName,
  takesNumberOnSubmit,
} from './numbering.ts';
import { DOCUMENT_STATUS as S } from './statuses.ts';

describe('financialYear: the Indian financial year, April to March', () => {
  const cases: readonly [string, string][] = [
    ['2026-04-01', '2026-27'],
    ['2027-03-31', '2026-27'],
    ['2026-03-31', '2025-26'],
    ['2026-12-31', '2026-27'],
    ['1999-06-15', '1999-00'],
    ['2099-04-01T10:30:00', '2099-00'],
  ];
  it.each(cases)('%s is in %s', (date, year) => {
    expect(financialYear(date)).toBe(year);
  });

  it('reads a Date in local time', () => {
    expect(financialYear(new Date(2027, 2, 31, 23, 59))).toBe('2026-27');
    expect(financialYear(new Date(2027, 3, 1))).toBe('2027-28');
  });

  it('refuses what is no date', () => {
    expect(() => financialYear('2026-02-30')).toThrow(RangeError);
    expect(() => financialYear(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('document numbers', () => {
  it('Format PREFIX/FY/NNNNN with the Indian financial year: PO/2026-27/00001, SO/2026-27/00001', () => {
    expect(formatDocumentNumber('PO', '2026-27', 1)).toBe('PO/2026-27/00001');
    expect(formatDocumentNumber('SO', financialYear('2026-04-01'), 1)).toBe('SO/2026-27/00001');
    expect(formatDocumentNumber('PO', '2026-27', 123456)).toBe('PO/2026-27/123456');
    expect(numberSeries('PO', '2026-27')).toBe('PO/2026-27');
  });

  it('a new revision /R1, /R2 keeps the number', () => {
    expect(formatDocumentNumber('PO', '2026-27', 7, 1)).toBe('PO/2026-27/00007/R1');
    expect(amendedNumber('PO/2026-27/00007')).toBe('PO/2026-27/00007/R1');
    expect(amendedNumber('PO/2026-27/00007/R1')).toBe('PO/2026-27/00007/R2');
    expect(amendedNumber('draft')).toBeNull();
  });

  it('refuses a sequence or revision that cannot be written', () => {
    expect(() => formatDocumentNumber('PO', '2026-27', 0)).toThrow(RangeError);
    expect(() => formatDocumentNumber('PO', '2026-27', 1.5)).toThrow(RangeError);
    expect(() => formatDocumentNumber('PO', '2026-27', 1, -1)).toThrow(RangeError);
  });

  it('are read back into their parts', () => {
    expect(parseDocumentNumber(' SO/2026-27/00042/R3 ')).toEqual({
      prefix: 'SO',
      financialYear: '2026-27',
      sequence: 42,
      revision: 3,
    });
    expect(parseDocumentNumber('PO/2099-00/00001')?.financialYear).toBe('2099-00');
  });

  const notNumbers = [
    'PO/2026-28/00001',
    'PO/2026-27/0001',
    'PO/2026-27/00000',
    'PO/2026-27/000001',
    'PO/2026-27/00001/R0',
    'po/2026-27/00001',
    'PO/2026-27/99999999999999999999',
    '',
  ];
  it.each(notNumbers)('%j is no document number', (text) => {
    expect(parseDocumentNumber(text)).toBeNull();
  });

  it('numbers formatted then parsed round-trip', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z0-9]{1,6}$/),
        fc.integer({ min: 1900, max: 2999 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.nat({ max: 50 }),
        (prefix, start, sequence, revision) => {
          const year = financialYear(`${start}-04-01`);
          const text = formatDocumentNumber(prefix, year, sequence, revision);
          expect(parseDocumentNumber(text)).toEqual({ prefix, financialYear: year, sequence, revision });
        },
      ),
    );
  });
});

describe('printFileName: the printed file, downloaded and attached alike (decision 1722)', () => {
  it.each([
    ['a number, its slashes as dashes', 'PO/2026-27/00001/R1', 'PO-2026-27-00001-R1.pdf'],
    ['a draft never numbered, by its id', null, 'Draft 7.pdf'],
  ])('%s', (_case, number, expected) => {
    expect(printFileName(number, 7)).toBe(expected);
  });
});

describe('the numbering rules the server calls', () => {
  it('Numbers: given on the first submit, even when the document then waits for approval', () => {
    expect(takesNumberOnSubmit({ status: S.DRAFT })).toBe(true);
    expect(takesNumberOnSubmit({ status: S.DRAFT, number: '' })).toBe(true);
    expect(takesNumberOnSubmit({ status: S.DRAFT, number: 'PO/2026-27/00001' })).toBe(false);
  });

  it('A document that was never submitted has none and can be deleted', () => {
    expect(canDelete({ status: S.DRAFT, number: null })).toBe(true);
    expect(deleteProblem({ status: S.DRAFT })).toBeNull();
  });

  it('once numbered it keeps its number forever and is never deleted, only cancelled (a rejected draft too)', () => {
    expect(deleteProblem({ status: S.DRAFT, number: 'PO/2026-27/00001' })).toBe(
      'A numbered document is never deleted: cancel it instead.',
    );
    expect(canDelete({ status: S.OPEN, number: 'PO/2026-27/00001' })).toBe(false);
    expect(deleteProblem({ status: S.OPEN })).toBe('Only a draft can be deleted.');
  });

  it('A submitted document is changed only by amendment', () => {
    expect(isEditable(S.DRAFT)).toBe(true);
    expect(isEditable(S.PENDING_APPROVAL)).toBe(false);
    expect(editProblem(S.DRAFT, 'Purchase Order')).toBeNull();
    expect(editProblem(S.OPEN, 'Purchase Order')).toBe(
      'A submitted purchase order cannot be changed; cancel it or close it',
    );
  });

  it('no document dated on or before the books lock can be submitted, amended or cancelled', () => {
    expect(lockedByBooks('2026-03-31', '2026-03-31')).toBe(true);
    expect(lockedByBooks('2026-03-01T00:00:00', '2026-03-31')).toBe(true);
    expect(lockedByBooks('2026-04-01', '2026-03-31')).toBe(false);
    expect(lockedByBooks('2020-01-01', '')).toBe(false);
    expect(lockedByBooks('2020-01-01', null)).toBe(false);
    expect(lockedByBooks('2020-01-01', undefined)).toBe(false);
    expect(booksLockedMessage('2026-03-31')).toBe(
      'The books are locked up to 31-03-2026: choose a later date',
    );
  });
});
