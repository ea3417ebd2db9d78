import { describe, expect, it } from 'vitest';
import { AMEND_POSTED, AMEND_WORK_DONE, amendProblem, canAmend, nextRevisionNumber } from './amendments.ts';
import { DOCUMENTS } from './documents.ts';
import { DOCUMENT_STATUS as S } from './statuses.ts';

const statuses = DOCUMENTS.purchaseOrder.statuses;
const open = { status: S.OPEN, date: '2026-11-20' };

describe('amendProblem: which documents are amended (issue 16, decision 0860)', () => {
  it('amends an open order', () => {
    expect(amendProblem(open, { statuses })).toBeNull();
    expect(canAmend(open, { statuses, booksLockedUpto: '' })).toBe(true);
  });

  const refused: readonly [string, number, RegExp][] = [
    ['a draft, which is edited as it is', S.DRAFT, /draft is edited as it is/],
    ['one waiting for approval', S.PENDING_APPROVAL, /approved or rejected before/],
    ['a closed one', S.CLOSED, /closed document cannot be changed/],
    ['a cancelled one', S.CANCELLED, /cancelled document cannot be changed/],
  ];
  it.each(refused)('refuses %s in words', (_name, status, words) => {
    expect(amendProblem({ status, date: '2026-11-20' }, { statuses })).toEqual({
      message: expect.stringMatching(words),
    });
  });

  it('refuses a document that moved or reserved stock as it was submitted: it is cancelled instead (decision 1004)', () => {
    expect(amendProblem(open, { statuses, posts: true })).toEqual({ message: AMEND_POSTED });
  });

  it('refuses an order with work done against its lines, whatever its status says', () => {
    expect(amendProblem({ ...open, progress: 'partial' }, { statuses })).toEqual({
      message: AMEND_WORK_DONE,
    });
    expect(amendProblem({ status: S.IN_PROGRESS, date: '2026-11-20', progress: 'partial' })).toEqual({
      message: AMEND_WORK_DONE,
    });
  });

  it('refuses a document dated on or before the books lock, on its date', () => {
    expect(amendProblem(open, { statuses, booksLockedUpto: '2026-11-20' })).toEqual({
      field: 'date',
      message: 'The books are locked up to 20-11-2026: choose a later date',
    });
    expect(amendProblem(open, { statuses, booksLockedUpto: '2026-11-19' })).toBeNull();
    expect(canAmend(open, { booksLockedUpto: '2026-12-31' })).toBe(false);
    // A document without a date is before any lock.
    expect(canAmend({ ...open, date: null }, { booksLockedUpto: '2026-12-31' })).toBe(false);
  });
});

describe('nextRevisionNumber: the same number, the next revision', () => {
  it.each([
    ['PO/2026-27/00001', 'PO/2026-27/00001/R1'],
    ['PO/2026-27/00001/R1', 'PO/2026-27/00001/R2'],
    ['SO/2027-28/123456/R9', 'SO/2027-28/123456/R10'],
  ])('%s → %s', (number, next) => {
    expect(nextRevisionNumber(number)).toBe(next);
  });

  it('throws for text that is no document number', () => {
    expect(() => nextRevisionNumber('Draft')).toThrow(RangeError);
  });
});
