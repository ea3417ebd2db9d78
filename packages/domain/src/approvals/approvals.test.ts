import { describe, expect, it } from 'vitest';
import {
  APPROVAL_MESSAGES,
  approvalAmount,
  approvalLevels,
  isFinalLevel,
  levelApplies,
  mayApprove,
  needsApproval,
  nextLevel,
  type ApprovalConfig,
  type ApprovalSubject,
} from './approvals.ts';

const PURCHASE = 11;
const DIRECTOR = 12;
const STORES = 21;
const IMPORTER = 31;

/** Level 1 by purchase above ₹50,000; level 2 by the director above ₹5,00,000 or for importers. */
const CONFIG: ApprovalConfig = [
  { level: 2, roleIds: [DIRECTOR], minAmount: 500000 },
  { level: 1, roleIds: [PURCHASE, DIRECTOR], minAmount: 50000 },
  { level: 3, roleIds: [DIRECTOR], partyTypeId: IMPORTER },
  { level: 4, roleIds: [DIRECTOR], departmentId: STORES, active: false },
];

const doc = (grandTotal: number, extra: Partial<ApprovalSubject> = {}): ApprovalSubject => ({
  grandTotal,
  ...extra,
});

describe('approval levels: a level applies when every condition it sets holds', () => {
  it.each([
    ['an amount at the threshold', { level: 1, roleIds: [], minAmount: 100 }, doc(100), true],
    ['an amount below the threshold', { level: 1, roleIds: [], minAmount: 100 }, doc(99.99), false],
    ['no condition at all', { level: 1, roleIds: [] }, doc(0), true],
    [
      'the department named',
      { level: 1, roleIds: [], departmentId: STORES },
      doc(0, { departmentId: STORES }),
      true,
    ],
    [
      'another department',
      { level: 1, roleIds: [], departmentId: STORES },
      doc(0, { departmentId: 22 }),
      false,
    ],
    ['no department known', { level: 1, roleIds: [], departmentId: STORES }, doc(0), false],
    [
      'the party type named',
      { level: 1, roleIds: [], partyTypeId: IMPORTER },
      doc(0, { partyTypeId: IMPORTER }),
      true,
    ],
    [
      'another party type',
      { level: 1, roleIds: [], partyTypeId: IMPORTER },
      doc(0, { partyTypeId: 32 }),
      false,
    ],
    [
      'an amount and a party type, one failing',
      { level: 1, roleIds: [], minAmount: 10, partyTypeId: IMPORTER },
      doc(20),
      false,
    ],
    ['an inactive level', { level: 1, roleIds: [], active: false }, doc(0), false],
  ])('%s', (_name, level, subject, applies) => {
    expect(levelApplies(level, subject)).toBe(applies);
  });

  it.each([
    [doc(10000), []],
    [doc(50000), [1]],
    [doc(600000), [1, 2]],
    [doc(10000, { partyTypeId: IMPORTER }), [3]],
    [doc(600000, { partyTypeId: IMPORTER, departmentId: STORES }), [1, 2, 3]],
  ])('a document of %j passes levels %j, ascending', (subject, levels) => {
    expect(approvalLevels(CONFIG, subject)).toEqual(levels);
    expect(needsApproval(CONFIG, subject)).toBe(levels.length > 0);
  });

  it('no configuration: nothing needs approval', () => {
    expect(needsApproval([], doc(1e9))).toBe(false);
  });
});

describe('next and final level', () => {
  it.each([
    [[1, 2, 3], 1, 2, false],
    [[1, 2, 3], 2, 3, false],
    [[1, 2, 3], 3, null, true],
    [[1, 3], 1, 3, false],
    [[2], 2, null, true],
  ])('levels %j after %i: next %s, final %s', (levels, current, next, final) => {
    expect(nextLevel(levels, current)).toBe(next);
    expect(isFinalLevel(levels, current)).toBe(final);
  });
});

describe('who may approve', () => {
  it.each([
    ['a role the level names', 1, [PURCHASE], 7, 5, { ok: true }],
    ['the second role of the level', 1, [DIRECTOR], 7, 5, { ok: true }],
    [
      'a role not on the level',
      2,
      [PURCHASE],
      7,
      5,
      { ok: false, refusal: 'role', reason: APPROVAL_MESSAGES.notYourLevel },
    ],
    [
      'a level nobody configured',
      9,
      [DIRECTOR],
      7,
      5,
      { ok: false, refusal: 'role', reason: APPROVAL_MESSAGES.notYourLevel },
    ],
    [
      'an inactive level',
      4,
      [DIRECTOR],
      7,
      5,
      { ok: false, refusal: 'role', reason: APPROVAL_MESSAGES.notYourLevel },
    ],
    [
      'the creator, even of an approving role',
      1,
      [PURCHASE],
      5,
      5,
      { ok: false, refusal: 'self', reason: APPROVAL_MESSAGES.ownDocument },
    ],
    ['anyone when the creator is unknown', 1, [PURCHASE], 5, null, { ok: true }],
  ])('%s', (_name, level, roles, staffId, createdBy, expected) => {
    expect(mayApprove(CONFIG, level, roles, staffId, createdBy)).toEqual(expected);
  });
});

describe('approvalAmount (decision 1000: what "Grand Total From" is compared with)', () => {
  it.each([
    ['a taxed order: its grand total', true, { grandTotal: 118000 }, [{ quantity: 1, rate: 5 }], 118000],
    ['a taxed order without a total yet', true, {}, [], 0],
    [
      'a material request: its lines at quantity × rate, to the paisa',
      false,
      { grandTotal: 0 },
      [
        { quantity: 2.5, rate: 104.37 },
        { quantity: 3, rate: 0.1 },
      ],
      261.23,
    ],
    ['a line without a rate is worth nothing', false, {}, [{ quantity: 4 }, { quantity: 'x', rate: 10 }], 0],
  ])('%s', (_, taxed, row, lines, amount) => {
    expect(approvalAmount(taxed, row, lines)).toBe(amount);
  });
});
