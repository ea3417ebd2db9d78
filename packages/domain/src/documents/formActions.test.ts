import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from './documents.ts';
import { issuesReserved, transitionRules } from './documentRules.ts';
import { actionConsequences, formActions } from './formActions.ts';
import { DOCUMENT_STATUS as S } from './statuses.ts';

const rules = transitionRules(DOCUMENTS.purchaseOrder);
const NUMBER = 'PO/2026-27/00001';

describe('formActions (issue 16: "actions by status (Save, Submit, Close, Cancel with reason, Print, History …)")', () => {
  it.each([
    ['a new order is saved or submitted', { status: S.DRAFT, number: null }, ['save', 'submit']],
    [
      'a stored draft never submitted is deleted, not cancelled ("can be deleted")',
      { id: 7, status: S.DRAFT, number: null },
      ['save', 'submit', 'delete', 'print', 'history'],
    ],
    [
      'a rejected draft keeps its number: edited, resubmitted or cancelled, never deleted',
      { id: 7, status: S.DRAFT, number: NUMBER },
      ['save', 'submit', 'cancel', 'print', 'history', 'approvals'],
    ],
    [
      'pending approval: cancelled, printed; amended only once approved or rejected',
      { id: 7, status: S.PENDING_APPROVAL, number: NUMBER },
      ['cancel', 'print', 'history', 'approvals'],
    ],
    [
      'pending approval, for a user the approvals let decide: approve and reject as well',
      { id: 7, status: S.PENDING_APPROVAL, number: NUMBER, mayDecide: true },
      ['approve', 'reject', 'cancel', 'print', 'history', 'approvals'],
    ],
    [
      'a draft is never approved, whoever looks at it',
      { id: 7, status: S.DRAFT, number: NUMBER, mayDecide: true },
      ['save', 'submit', 'cancel', 'print', 'history', 'approvals'],
    ],
    [
      'open: "changed only by amendment", closed or cancelled with a reason',
      { id: 7, status: S.OPEN, number: NUMBER },
      ['amend', 'close', 'cancel', 'print', 'history', 'approvals'],
    ],
    [
      'in progress: work was done on its lines, so it is closed or cancelled but not amended (decision 0860)',
      { id: 7, status: S.IN_PROGRESS, number: NUMBER },
      ['close', 'print', 'history', 'approvals'],
    ],
    [
      'closed and cancelled are final: printed and read only',
      { id: 7, status: S.CANCELLED, number: NUMBER },
      ['print', 'history', 'approvals'],
    ],
  ])('%s', (_case, subject, expected) => {
    expect(formActions(subject, rules)).toEqual(expected);
  });

  it.each([
    [
      'a completed stock document is cancelled (its reverse posted), printed and read',
      { id: 7, status: S.COMPLETED, number: 'SI/2026-27/00001' },
      ['cancel', 'print', 'history', 'approvals'],
    ],
    ['a stock draft is saved or submitted', { status: S.DRAFT, number: null }, ['save', 'submit']],
    [
      'a completed one that brought stock in prints its QR labels, where labels are in use',
      { id: 7, status: S.COMPLETED, number: 'GRN/2026-27/00001', labels: true },
      ['cancel', 'print', 'labels', 'labelsZpl', 'history', 'approvals'],
    ],
    [
      'a completed one whose stock waits for the lab has it tested',
      { id: 7, status: S.COMPLETED, number: 'GRN/2026-27/00001', labTest: true },
      ['cancel', 'print', 'labTest', 'history', 'approvals'],
    ],
    [
      'a count sheet downloads as Excel; its draft takes counts uploaded from it',
      { id: 7, status: S.DRAFT, number: null, counts: true },
      ['save', 'submit', 'delete', 'print', 'countSheet', 'uploadCounts', 'history'],
    ],
    [
      'a submitted count sheet still downloads, but takes no counts',
      { id: 7, status: S.COMPLETED, number: 'SR/2026-27/00001', counts: true },
      ['cancel', 'print', 'countSheet', 'history', 'approvals'],
    ],
    [
      'a draft has no labels yet',
      { id: 7, status: S.DRAFT, number: null, labels: true },
      ['save', 'submit', 'delete', 'print', 'history'],
    ],
  ])('issue 17, %s', (_case, subject, expected) => {
    expect(formActions(subject, transitionRules(DOCUMENTS.stockIssue))).toEqual(expected);
  });

  it.each([
    [
      'an open plan raises its shortfall as a material request',
      { id: 7, status: S.OPEN, number: 'PLN/2026-27/00001', raises: true },
      ['amend', 'close', 'cancel', 'print', 'raiseRequest', 'history', 'approvals'],
    ],
    [
      'a closed plan raises nothing',
      { id: 7, status: S.CLOSED, number: 'PLN/2026-27/00001', raises: true },
      ['print', 'history', 'approvals'],
    ],
    [
      "an open plan makes a line's batch (decision 1352)",
      { id: 7, status: S.OPEN, number: 'PLN/2026-27/00001', raises: true, makes: true },
      ['amend', 'close', 'cancel', 'print', 'raiseRequest', 'makeBatch', 'history', 'approvals'],
    ],
    [
      'a draft plan makes no batch',
      { id: 7, status: S.DRAFT, number: null, makes: true },
      ['save', 'submit', 'delete', 'print', 'history'],
    ],
    [
      'a closed plan makes no batch',
      { id: 7, status: S.CLOSED, number: 'PLN/2026-27/00001', makes: true },
      ['print', 'history', 'approvals'],
    ],
  ])('issue 19, %s', (_case, subject, expected) => {
    expect(formActions(subject, transitionRules(DOCUMENTS.planning))).toEqual(expected);
  });

  const batch = transitionRules(DOCUMENTS.productionBatch, true);
  it.each([
    [
      'an open batch running over days is completed',
      { id: 7, status: S.OPEN, number: 'PB/2026-27/00001', runsOverDays: true },
      ['complete', 'cancel', 'print', 'history', 'approvals'],
    ],
    [
      'a completed one is not completed again',
      { id: 7, status: S.COMPLETED, number: 'PB/2026-27/00001', runsOverDays: true },
      ['print', 'history', 'approvals'],
    ],
    [
      'an open document not running over days is not completed from its form',
      { id: 7, status: S.OPEN, number: 'PB/2026-27/00001', runsOverDays: false },
      ['cancel', 'print', 'history', 'approvals'],
    ],
    [
      'a draft running over days is saved or submitted first',
      { id: 7, status: S.DRAFT, number: null, runsOverDays: true },
      ['save', 'submit', 'delete', 'print', 'history'],
    ],
  ])('issue 19, %s (decision 1300)', (_case, subject, expected) => {
    expect(formActions(subject, batch)).toEqual(expected);
  });

  const allocation = { ...transitionRules(DOCUMENTS.materialAllocation), issues: true };
  it.each([
    [
      'an open allocation (its stock reserved) is issued or cancelled, never amended',
      { id: 7, status: S.OPEN, number: 'MA/2026-27/00001' },
      ['issue', 'cancel', 'print', 'history', 'approvals'],
    ],
    [
      'an issued one is final',
      { id: 7, status: S.COMPLETED, number: 'MA/2026-27/00001' },
      ['print', 'history', 'approvals'],
    ],
    [
      'a draft is saved or submitted',
      { id: 7, status: S.DRAFT, number: null },
      ['save', 'submit', 'delete', 'print', 'history'],
    ],
  ])('issue 18, %s (decision 1004)', (_case, subject, expected) => {
    expect(formActions(subject, allocation)).toEqual(expected);
  });

  it('issue 18: a two-step transfer sent is accepted by the receiving side (decision 1041)', () => {
    const twoStep = { ...transitionRules(DOCUMENTS.departmentTransfer, true), accepts: true };
    expect(formActions({ id: 7, status: S.OPEN, number: 'IDT/2026-27/00001' }, twoStep)).toEqual([
      'accept',
      'cancel',
      'print',
      'history',
      'approvals',
    ]);
  });

  it('issue 18: a stock transfer in transit is cancelled, not amended', () => {
    expect(
      formActions(
        { id: 7, status: S.OPEN, number: 'ST/2026-27/00001' },
        transitionRules(DOCUMENTS.stockTransfer),
      ),
    ).toEqual(['cancel', 'print', 'history', 'approvals']);
  });

  it('issue 20: a draft bill fills its lines From Purchase Order; a submitted one does not (decision 1494)', () => {
    const bill = transitionRules(DOCUMENTS.purchaseBill);
    expect(formActions({ status: S.DRAFT, number: null, fillsFromOrder: true }, bill)).toEqual([
      'fromOrder',
      'save',
      'submit',
    ]);
    expect(
      formActions(
        { id: 4, status: S.PENDING_APPROVAL, number: 'BIL/26-27/00001', fillsFromOrder: true },
        bill,
      ),
    ).not.toContain('fromOrder');
  });

  it('issue 20: a draft note fills its lines From Invoice; a completed one does not (decision 1410)', () => {
    const note = transitionRules(DOCUMENTS.creditNote);
    expect(formActions({ status: S.DRAFT, number: null, fillsFromInvoice: true }, note)).toEqual([
      'fromInvoice',
      'save',
      'submit',
    ]);
    expect(
      formActions({ id: 3, status: S.COMPLETED, number: 'CN/26-27/00001', fillsFromInvoice: true }, note),
    ).not.toContain('fromInvoice');
  });

  it.each([
    ['a numbered order with a party', { id: 1, status: S.OPEN, number: NUMBER, mails: true }, true],
    ['a draft (no number to send)', { id: 1, status: S.DRAFT, number: null, mails: true }, false],
    ['a document with nobody', { id: 1, status: S.OPEN, number: NUMBER }, false],
    ['a new one', { status: S.DRAFT, number: null, mails: true }, false],
  ])('issue 21: E-Mail and SMS on %s: %s (decisions 1643, 1624)', (_case, subject, offered) => {
    expect(formActions(subject, rules).includes('email')).toBe(offered);
    expect(formActions(subject, rules).includes('sms')).toBe(offered);
  });
});

describe('actionConsequences (issue 42: "an action that posts stock or money, or cannot be undone, says what it will do and asks once")', () => {
  it.each(Object.values(DOCUMENTS).map((def) => [def.label, def] as const))(
    '%s: its Submit says what it does; an Issue or Accept, where it has one, too',
    (_label, def) => {
      const said = actionConsequences(def);
      expect(said.submit).toBe(def.onSubmit);
      expect(said.issue === undefined).toBe(!issuesReserved(def));
      // An Accept (a two-step transfer's stock arriving, a quotation's sales order) says what it does too.
      expect(said.accept === undefined).toBe(def.twoStepConfig === undefined && def.accepts === undefined);
    },
  );

  it('an allocation says what its Issue moves', () => {
    expect(actionConsequences(DOCUMENTS.materialAllocation).issue).toBe(
      'Moves the reserved quantities out of their stock areas into the stock area they are issued to.',
    );
  });

  it.each([
    ["a lead's (its funnel entry has no customer)", { funnelId: 4, funnel: { id: 4, partyId: null } }, true],
    ["a lead's that became a customer since", { funnelId: 4, funnel: { id: 4, partyId: 9 } }, false],
    ["a customer's", { partyId: 9, funnelId: null }, false],
  ])(
    'issue 56: Accept on %s quotation says it makes the customer first: %s (decision 2242)',
    (_case, draft, makes) => {
      const said = actionConsequences(DOCUMENTS.quotation, draft).accept;
      expect(said).toBe(
        makes ? DOCUMENTS.quotation.accepts?.partyFromOrigin?.said : DOCUMENTS.quotation.onAccept,
      );
      expect(said?.startsWith('Makes the lead a customer')).toBe(makes);
    },
  );

  it('Cancel, Close and Reject ask with their reason dialog instead: none of them is listed here', () => {
    expect(Object.keys(actionConsequences(DOCUMENTS.purchaseOrder))).toEqual(['submit']);
  });
});
