import { describe, expect, it } from 'vitest';
import {
  applyAction,
  canTransition,
  DOCUMENT_STATUS as S,
  DOCUMENT_STATUSES,
  EXPECTING_STATUSES,
  isDocumentStatus,
  nextStatuses,
  standingStatuses,
  statusLabel,
  type DocumentAction,
  type DocumentStatus,
  type TransitionContext,
} from './statuses.ts';

const ORDER: readonly DocumentStatus[] = [
  S.DRAFT,
  S.PENDING_APPROVAL,
  S.OPEN,
  S.IN_PROGRESS,
  S.CLOSED,
  S.CANCELLED,
];

describe('document statuses', () => {
  it('are numeric, one list for every document: 0 Draft, 5 Pending Approval, 7 Completed, 10 Open, 20 In Progress, 30 Closed, 40 Accepted (a quotation, decision 1621), 90 Cancelled', () => {
    expect(DOCUMENT_STATUSES.map(({ id, label }) => `${id} ${label}`)).toEqual([
      '0 Draft',
      '5 Pending Approval',
      '7 Completed',
      '10 Open',
      '20 In Progress',
      '30 Closed',
      '40 Accepted',
      '90 Cancelled',
    ]);
  });

  it('know their labels, and show a number that is no status as itself', () => {
    expect(statusLabel(20)).toBe('In Progress');
    expect(statusLabel(42)).toBe('42');
    expect(isDocumentStatus(90)).toBe(true);
    expect(isDocumentStatus(42)).toBe(false);
    expect(isDocumentStatus('10')).toBe(false);
  });
});

describe('applyAction: which action moves where (decision 0800)', () => {
  const cases: readonly [string, DocumentAction, DocumentStatus, TransitionContext, DocumentStatus][] = [
    ['a submit without approval opens the document', 'submit', S.DRAFT, {}, S.OPEN],
    [
      'numbers are given on the first submit, even when the document then waits for approval',
      'submit',
      S.DRAFT,
      { needsApproval: true },
      S.PENDING_APPROVAL,
    ],
    [
      'an amendment of an order in progress is resubmitted In Progress',
      'submit',
      S.DRAFT,
      { progress: 'partial' },
      S.IN_PROGRESS,
    ],
    ['the last approval opens it', 'approve', S.PENDING_APPROVAL, {}, S.OPEN],
    [
      'a rejected one returns to Draft with its number',
      'reject',
      S.PENDING_APPROVAL,
      { reason: 'rate too high' },
      S.DRAFT,
    ],
    ['closed by hand with a reason', 'close', S.OPEN, { reason: 'supplier cannot deliver' }, S.CLOSED],
    [
      'an order in progress is closed by hand with a reason',
      'close',
      S.IN_PROGRESS,
      { reason: 'short' },
      S.CLOSED,
    ],
    ['cancelled with a reason', 'cancel', S.OPEN, { reason: 'duplicate' }, S.CANCELLED],
    ['a pending one can be cancelled', 'cancel', S.PENDING_APPROVAL, { reason: 'withdrawn' }, S.CANCELLED],
    [
      'a rejected (numbered) draft is never deleted, only cancelled',
      'cancel',
      S.DRAFT,
      { numbered: true, reason: 'not needed' },
      S.CANCELLED,
    ],
    [
      'a submitted document is changed only by amendment: it becomes a draft of its next revision',
      'amend',
      S.OPEN,
      {},
      S.DRAFT,
    ],
    [
      'a purchase order is In Progress once anything is received',
      'receive',
      S.OPEN,
      { progress: 'partial' },
      S.IN_PROGRESS,
    ],
    ['and Closed when everything is', 'receive', S.IN_PROGRESS, { progress: 'complete' }, S.CLOSED],
    [
      'a partial receipt on an order in progress leaves it so',
      'receive',
      S.IN_PROGRESS,
      { progress: 'partial' },
      S.IN_PROGRESS,
    ],
    [
      'a purchase return reopens a Closed order to In Progress',
      'return',
      S.CLOSED,
      { progress: 'partial' },
      S.IN_PROGRESS,
    ],
    ['a return of everything received reopens it to Open', 'return', S.IN_PROGRESS, {}, S.OPEN],
    ['production documents use Completed for "done"', 'complete', S.IN_PROGRESS, {}, S.COMPLETED],
    [
      "a quotation's complete is its acceptance (decision 1621)",
      'complete',
      S.OPEN,
      { accepted: true },
      S.ACCEPTED,
    ],
  ];
  it.each(cases)('%s', (_rule, action, from, context, to) => {
    expect(applyAction(action, from, context)).toEqual({ ok: true, to });
  });

  const refusals: readonly [string, DocumentAction, number, TransitionContext, string][] = [
    [
      'an accepted quotation is final (decision 1621)',
      'complete',
      S.ACCEPTED,
      { accepted: true },
      'It was accepted already: its sales order carries it on.',
    ],
    [
      'a submitted document is not submitted again',
      'submit',
      S.OPEN,
      {},
      'It was submitted already: a submitted document is changed by amendment.',
    ],
    [
      'a cancelled document stays cancelled',
      'submit',
      S.CANCELLED,
      {},
      'A cancelled document cannot be changed.',
    ],
    [
      'approve only what waits for approval',
      'approve',
      S.DRAFT,
      {},
      'Only a document waiting for approval can be approved.',
    ],
    [
      'reject only what waits for approval',
      'reject',
      S.OPEN,
      {},
      'Only a document waiting for approval can be rejected.',
    ],
    [
      'a rejection needs remarks',
      'reject',
      S.PENDING_APPROVAL,
      { reason: '  ' },
      'Give remarks to reject it.',
    ],
    ['close needs a reason', 'close', S.OPEN, {}, 'Give a reason to close it.'],
    [
      'a draft is not closed',
      'close',
      S.DRAFT,
      { reason: 'x' },
      'It is not open: submit it, and have it approved where approval is needed.',
    ],
    [
      'a closed one is not closed again',
      'close',
      S.CLOSED,
      { reason: 'x' },
      'A closed document cannot be changed; only a return against it reopens it.',
    ],
    ['cancel needs a reason', 'cancel', S.OPEN, {}, 'Give a reason to cancel it.'],
    [
      'a document that was never submitted has none and can be deleted',
      'cancel',
      S.DRAFT,
      { reason: 'x' },
      'A draft that was never submitted has no number: delete it instead.',
    ],
    [
      'what was received is closed, not cancelled',
      'cancel',
      S.IN_PROGRESS,
      { reason: 'x' },
      'Work was already done against it: close it instead of cancelling it.',
    ],
    [
      'an amended draft with receipts is not cancelled either',
      'cancel',
      S.DRAFT,
      { numbered: true, progress: 'partial', reason: 'x' },
      'Work was already done against it: close it instead of cancelling it.',
    ],
    [
      'a draft is edited, not amended',
      'amend',
      S.DRAFT,
      {},
      'A draft is edited as it is: only a submitted document is amended.',
    ],
    [
      'a pending one is decided before it is amended',
      'amend',
      S.PENDING_APPROVAL,
      {},
      'It waits for approval: it is approved or rejected before it can be amended.',
    ],
    [
      'nothing is received against a draft',
      'receive',
      S.DRAFT,
      { progress: 'partial' },
      'It is not open: submit it, and have it approved where approval is needed.',
    ],
    [
      'nothing is returned from an open order',
      'return',
      S.OPEN,
      {},
      'Nothing was done against it yet, so nothing can be returned.',
    ],
    ['a completed document is final', 'return', S.COMPLETED, {}, 'A completed document cannot be changed.'],
    [
      'a draft is not completed',
      'complete',
      S.DRAFT,
      {},
      'It is not open: submit it, and have it approved where approval is needed.',
    ],
    [
      'orders use Closed, not Completed',
      'complete',
      S.OPEN,
      { statuses: ORDER },
      'This kind of document does not use that status.',
    ],
    ['a number that is no status', 'submit', 3, {}, 'This kind of document does not use that status.'],
  ];
  // Only a missing reason or remarks is the reason field's fault; every other refusal is the move's.
  const missingReason = new Set([
    'Give a reason to close it.',
    'Give a reason to cancel it.',
    'Give remarks to reject it.',
  ]);
  it.each(refusals)('refused: %s', (_rule, action, from, context, reason) => {
    expect(applyAction(action, from, context)).toEqual(
      missingReason.has(reason) ? { ok: false, reason, missing: 'reason' } : { ok: false, reason },
    );
  });
});

describe('canTransition', () => {
  it('allows a move some action makes under the context', () => {
    expect(canTransition(S.DRAFT, S.OPEN)).toEqual({ ok: true, to: S.OPEN });
    expect(canTransition(S.OPEN, S.CLOSED, { reason: 'done' })).toEqual({ ok: true, to: S.CLOSED });
    expect(canTransition(S.OPEN, S.CLOSED, { progress: 'complete' })).toEqual({ ok: true, to: S.CLOSED });
  });

  it('a move back is allowed where a later document undoes work (a purchase return reopens a Closed order to In Progress)', () => {
    expect(canTransition(S.CLOSED, S.IN_PROGRESS, { progress: 'partial', statuses: ORDER })).toEqual({
      ok: true,
      to: S.IN_PROGRESS,
    });
  });

  it('gives the reason of the first action that could make the move', () => {
    expect(canTransition(S.OPEN, S.CLOSED)).toEqual({
      ok: false,
      reason: 'Give a reason to close it.',
      missing: 'reason',
    });
    expect(canTransition(S.DRAFT, S.PENDING_APPROVAL)).toEqual({
      ok: false,
      reason: 'It would become Open, not Pending Approval.',
    });
  });

  it('checks the move against the action asked for', () => {
    expect(canTransition(S.OPEN, S.CLOSED, { action: 'receive', reason: 'x', progress: 'complete' })).toEqual(
      {
        ok: true,
        to: S.CLOSED,
      },
    );
    expect(canTransition(S.OPEN, S.CANCELLED, { action: 'close', reason: 'x' })).toEqual({
      ok: false,
      reason: 'A document that is Open cannot become Cancelled.',
    });
    expect(canTransition(S.DRAFT, S.CLOSED, { action: 'close', reason: 'x' })).toEqual({
      ok: false,
      reason: 'It is not open: submit it, and have it approved where approval is needed.',
    });
  });

  it('refuses what no action does, in the user words', () => {
    expect(canTransition(S.OPEN, S.OPEN)).toEqual({ ok: false, reason: 'It is Open already.' });
    expect(canTransition(S.OPEN, S.PENDING_APPROVAL)).toEqual({
      ok: false,
      reason: 'A document that is Open cannot become Pending Approval.',
    });
    expect(canTransition(S.CANCELLED, S.OPEN)).toEqual({
      ok: false,
      reason: 'A cancelled document cannot be changed.',
    });
    expect(canTransition(S.OPEN, 42)).toEqual({
      ok: false,
      reason: 'This kind of document does not use that status.',
    });
    expect(canTransition(S.COMPLETED, S.OPEN, { statuses: ORDER })).toEqual({
      ok: false,
      reason: 'This kind of document does not use that status.',
    });
    expect(canTransition(S.OPEN, S.COMPLETED, { statuses: ORDER })).toEqual({
      ok: false,
      reason: 'This kind of document does not use that status.',
    });
  });
});

describe('nextStatuses', () => {
  const cases: readonly [DocumentStatus, readonly DocumentStatus[]][] = [
    [S.DRAFT, [S.PENDING_APPROVAL, S.OPEN, S.IN_PROGRESS, S.CLOSED, S.CANCELLED]],
    [S.PENDING_APPROVAL, [S.DRAFT, S.OPEN, S.IN_PROGRESS, S.CLOSED, S.CANCELLED]],
    [S.OPEN, [S.DRAFT, S.IN_PROGRESS, S.CLOSED, S.CANCELLED]],
    [S.IN_PROGRESS, [S.DRAFT, S.OPEN, S.CLOSED]],
    [S.CLOSED, [S.OPEN, S.IN_PROGRESS]],
    [S.CANCELLED, []],
  ];
  it.each(cases)('of an order in %s', (from, to) => {
    expect(nextStatuses(from, ORDER)).toEqual(to);
  });

  it('include Completed for documents that use it, and nothing for a number that is no status', () => {
    expect(nextStatuses(S.OPEN)).toContain(S.COMPLETED);
    // Decision 0881: a completed stock document is cancelled by posting its reverse.
    expect(nextStatuses(S.COMPLETED)).toEqual([S.CANCELLED]);
    expect(nextStatuses(3)).toEqual([]);
  });
});

describe('standingStatuses and EXPECTING_STATUSES (decision 0850: what the last price and the ledger read)', () => {
  it('an order stands once submitted: not a draft (a rejected or amended one is back in Draft), not cancelled', () => {
    expect(standingStatuses(ORDER)).toEqual([S.PENDING_APPROVAL, S.OPEN, S.IN_PROGRESS, S.CLOSED]);
  });

  it('a closed order expects nothing more; one waiting, open or in progress still does', () => {
    expect(EXPECTING_STATUSES).toEqual([S.PENDING_APPROVAL, S.OPEN, S.IN_PROGRESS]);
  });
});

describe('a stock document (decision 0881: done when submitted, cancelled by its reverse)', () => {
  const POSTING: readonly DocumentStatus[] = [S.DRAFT, S.COMPLETED, S.CANCELLED];
  const stock = (extra: TransitionContext = {}): TransitionContext => ({
    statuses: POSTING,
    completes: true,
    numbered: true,
    ...extra,
  });

  it.each<[string, DocumentAction, DocumentStatus, TransitionContext, DocumentStatus | string]>([
    ['a submit completes it', 'submit', S.DRAFT, stock(), S.COMPLETED],
    ['an approval completes it', 'approve', S.PENDING_APPROVAL, stock({ statuses: undefined }), S.COMPLETED],
    [
      'a cancel with a reason reverses it',
      'cancel',
      S.COMPLETED,
      stock({ reason: 'Wrong lot' }),
      S.CANCELLED,
    ],
    [
      'nothing else moves it',
      'close',
      S.COMPLETED,
      stock({ reason: 'x' }),
      'A completed document cannot be changed.',
    ],
    [
      'a completed production document (it does not post by submit) cannot be cancelled',
      'cancel',
      S.COMPLETED,
      { reason: 'x', numbered: true },
      'A completed document cannot be changed.',
    ],
  ])('%s', (_, action, from, context, expected) => {
    const result = applyAction(action, from, context);
    expect(result.ok ? result.to : result.reason).toBe(expected);
  });

  it('a cancel without a reason names the missing reason', () => {
    expect(applyAction('cancel', S.COMPLETED, stock())).toEqual({
      ok: false,
      reason: 'Give a reason to cancel it.',
      missing: 'reason',
    });
  });
});
