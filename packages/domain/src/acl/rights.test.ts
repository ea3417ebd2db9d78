import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from '../documents/documents.ts';
import { ACL_MODES, type AclEntry } from './acl.ts';
import {
  ACTION_RIGHTS,
  DOCUMENT_RIGHTS,
  RIGHT_FIELDS,
  canDo,
  documentRights,
  rightRefusal,
  rightsAllow,
  seesAllRecords,
  viewsAll,
  type DocumentRight,
} from './rights.ts';

const { READ, WRITE } = ACL_MODES;

describe('canDo (decision 0830: a right needs writing, and an entry that does not withhold it)', () => {
  it.each<[string, AclEntry[], DocumentRight, boolean]>([
    [
      'WRITE with no flags set grants every right (roles made before the rights)',
      [{ moduleAPI: 'po', view: 1, mode: WRITE }],
      'submit',
      true,
    ],
    ['a flag set to true grants', [{ moduleAPI: 'po', view: 1, mode: WRITE, canAmend: true }], 'amend', true],
    [
      'a flag set to false withholds',
      [{ moduleAPI: 'po', view: 1, mode: WRITE, canSubmit: false }],
      'submit',
      false,
    ],
    [
      'a flag left null follows the mode',
      [{ moduleAPI: 'po', view: 1, mode: WRITE, canCreate: null }],
      'create',
      true,
    ],
    [
      'withholding one right keeps the others',
      [{ moduleAPI: 'po', view: 1, mode: WRITE, canSubmit: false }],
      'cancelClose',
      true,
    ],
    [
      'READ grants nothing, whatever the flags',
      [{ moduleAPI: 'po', view: 1, mode: READ, canCreate: true }],
      'create',
      false,
    ],
    ['no view grants nothing', [{ moduleAPI: 'po', view: 0, mode: WRITE }], 'create', false],
    ['a mode sent as text', [{ moduleAPI: 'po', view: 1, mode: '1' }], 'amend', true],
    ['no entry grants nothing', [{ moduleAPI: 'so', view: 1, mode: WRITE }], 'create', false],
    ['the /api/v1/ prefix is stripped', [{ moduleAPI: '/api/v1/po', view: 1, mode: WRITE }], 'submit', true],
  ])('%s', (_rule, acl, right, allowed) => {
    expect(canDo(acl, 'po', right)).toBe(allowed);
  });

  it('one of several names is enough; no access data grants nothing', () => {
    const acl: AclEntry[] = [
      { moduleAPI: 'po', view: 1, mode: WRITE, canCreate: false },
      { moduleAPI: 'po2', view: 1, mode: WRITE },
    ];
    expect(canDo(acl, ['po', 'po2'], 'create')).toBe(true);
    expect(canDo(null, 'po', 'create')).toBe(false);
    expect(canDo(undefined, 'po', 'create')).toBe(false);
  });

  it('every right has a field of the ACL entry of its own', () => {
    expect(new Set(DOCUMENT_RIGHTS.map((right) => RIGHT_FIELDS[right])).size).toBe(DOCUMENT_RIGHTS.length);
  });
});

describe('documentRights (the buttons the document form shows)', () => {
  const order = DOCUMENTS.purchaseOrder;

  it('a clerk who may create and submit purchase orders but not cancel, close or amend them', () => {
    const acl: AclEntry[] = [
      { moduleAPI: order.aclName, view: 1, mode: WRITE, canCancelClose: false, canAmend: false },
    ];
    expect(documentRights(acl, order)).toEqual({
      create: true,
      submit: true,
      cancelClose: false,
      amend: false,
    });
  });

  it('a role that views only has no action', () => {
    const acl: AclEntry[] = [{ moduleAPI: order.aclName, view: 1, mode: READ }];
    expect(documentRights(acl, order)).toEqual({
      create: false,
      submit: false,
      cancelClose: false,
      amend: false,
    });
  });

  it("another document's entry gives nothing", () => {
    const acl: AclEntry[] = [{ moduleAPI: DOCUMENTS.salesOrder.aclName, view: 1, mode: WRITE }];
    expect(Object.values(documentRights(acl, order))).not.toContain(true);
  });
});

describe("rightsAllow (the form's buttons by the role's rights)", () => {
  const clerk = { create: false, submit: true, cancelClose: false, amend: true };
  it.each<[string, boolean, boolean]>([
    ['save', true, false],
    ['save', false, true],
    ['submit', false, true],
    ['submit', true, false],
    ['close', false, false],
    ['cancel', false, false],
    ['amend', false, true],
    ['print', false, true],
    ['history', false, true],
    ['delete', false, true],
    // An allocation's issue (decision 1004) needs submit, as the storekeeper's allocation does.
    ['issue', false, true],
    ['accept', false, true],
  ])('%s (new: %s): %s', (action, isNew, allowed) => {
    expect(rightsAllow(clerk, action, isNew)).toBe(allowed);
  });
});

describe('ACTION_RIGHTS (what each user action on a document needs)', () => {
  it('submit needs submit; close and cancel need cancel-or-close; amend needs amend; an issue submit', () => {
    expect(ACTION_RIGHTS).toEqual({
      submit: 'submit',
      close: 'cancelClose',
      cancel: 'cancelClose',
      amend: 'amend',
      complete: 'submit',
    });
    expect(rightsAllow({ create: true, submit: false, cancelClose: true, amend: true }, 'issue', false)).toBe(
      false,
    );
  });
});

describe("seesAllRecords (a role sees others' documents, or only those its users created)", () => {
  it.each([
    [true, true],
    [false, false],
    [null, true],
    [undefined, true],
  ])('%j: %s', (flag, all) => {
    expect(seesAllRecords(flag)).toBe(all);
  });
});

describe("rightRefusal (in the user's words)", () => {
  it.each<[DocumentRight, string]>([
    ['create', 'Your role may not create a purchase order'],
    ['submit', 'Your role may not submit a purchase order'],
    ['cancelClose', 'Your role may not cancel or close a purchase order'],
    ['amend', 'Your role may not amend a purchase order'],
  ])('%s', (right, words) => {
    expect(rightRefusal(right, 'Purchase Order')).toBe(words);
  });
});

describe("viewsAll (decision 1601: an owned module's records of every owner, withheld until granted)", () => {
  const entry = (extra: Partial<AclEntry>): AclEntry => ({ moduleAPI: 'crm/funnel', view: 1, ...extra });
  it.each<[string, AclEntry[] | null, boolean]>([
    ['granted', [entry({ canViewAll: true })], true],
    [
      'granted under the /api/v1/ prefix',
      [entry({ moduleAPI: '/api/v1/crm/funnel', canViewAll: true })],
      true,
    ],
    ["unset: one's own only", [entry({})], false],
    ['withheld', [entry({ canViewAll: false })], false],
    ['granted without view', [entry({ view: 0, canViewAll: true })], false],
    ['granted on another module', [entry({ moduleAPI: 'party', canViewAll: true })], false],
    ['no access data', null, false],
  ])('%s', (_case, acl, all) => {
    expect(viewsAll(acl, 'crm/funnel')).toBe(all);
  });
});
