import { describe, expect, it } from 'vitest';
import { rootReducer } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import {
  aclLoaded,
  selectAclData,
  selectCanView,
  selectCanWrite,
  selectDocumentRights,
  selectGuardDecision,
} from './aclSlice.ts';

const init = rootReducer(undefined, { type: 'init' });
const acl = [
  { moduleAPI: '/api/v1/uom', displayName: 'Units', view: 1 },
  { moduleAPI: 'chemical/item', displayName: 'Items', view: 0 },
];

describe('acl slice', () => {
  it('spec §6: view only when the flag equals 1; a missing entry is no view in the menu', () => {
    const state = rootReducer(init, aclLoaded(acl));
    expect(selectAclData(state)).toEqual(acl);
    expect(selectCanView(state, 'uom')).toBe(true);
    expect(selectCanView(state, 'chemical/item')).toBe(false);
    expect(selectCanView(state, 'zone')).toBe(false);
  });

  it('decision 0201: writing is view 1 and the WRITE mode', () => {
    const state = rootReducer(
      init,
      aclLoaded([
        { moduleAPI: 'organization', view: 1, mode: 1 },
        { moduleAPI: 'uom', view: 1, mode: 0 },
      ]),
    );
    expect(selectCanWrite(state, 'organization')).toBe(true);
    expect(selectCanWrite(state, 'uom')).toBe(false);
    expect(selectCanWrite(init, 'organization')).toBe(false);
  });

  it("spec §6: the guard: no access data denies silently; view 0 denies with 'Access Denied'; no entry denies too (decision 1867)", () => {
    expect(selectGuardDecision(init, 'uom')).toEqual({ outcome: 'deny-silent' });
    const state = rootReducer(init, aclLoaded(acl));
    expect(selectGuardDecision(state, 'chemical/item')).toEqual({
      outcome: 'deny',
      title: 'Access Denied',
      message: 'You are not allow to access this module',
    });
    expect(selectGuardDecision(state, 'zone')).toMatchObject({ outcome: 'deny' });
    expect(selectGuardDecision(state, 'uom')).toEqual({ outcome: 'allow' });
    expect(selectGuardDecision(state, 'uom')).toBe(selectGuardDecision(state, 'uom'));
  });

  it("decision 0830: a document's rights for the form's buttons: writing, and the right not withheld", () => {
    expect(selectDocumentRights(init, 'purchaseOrder')).toEqual({
      create: false,
      submit: false,
      cancelClose: false,
      amend: false,
    });
    const state = rootReducer(
      init,
      aclLoaded([{ moduleAPI: 'chemical/purchaseOrder', view: 1, mode: 1, canCancelClose: false }]),
    );
    expect(selectDocumentRights(state, 'purchaseOrder')).toEqual({
      create: true,
      submit: true,
      cancelClose: false,
      amend: true,
    });
    expect(selectDocumentRights(state, 'salesOrder').create).toBe(false);
    expect(selectDocumentRights(state, 'purchaseOrder')).toBe(selectDocumentRights(state, 'purchaseOrder'));
  });

  it('logout drops the access data', () => {
    expect(
      selectAclData(rootReducer(rootReducer(init, aclLoaded(acl)), sessionEnded({ reason: 'logout' }))),
    ).toBeNull();
  });
});
