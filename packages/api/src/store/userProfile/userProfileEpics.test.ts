import { describe, it } from 'vitest';
import { RESPONSE_CODES } from '@erp/domain';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { ApiError } from '../../client/envelope.ts';
import { toastShown } from '../notifications/notificationsSlice.ts';
import { loadUserProfileEpic, saveUserProfileEpic } from './userProfileEpics.ts';
import {
  profileLoadFailed,
  profileLoadRequested,
  profileLoaded,
  profileSaveFailed,
  profileSaveRequested,
  profileSaved,
} from './userProfileSlice.ts';

const profile = { id: 0, email: 'stores@shree.in', version: 1, passwordSet: true };

describe('loadUserProfileEpic', () => {
  it('spec §7: GET chemical/emailUserConfig/getEmailConfByLoggedInUser', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const api = stubApi({ config: { getMailProfile: () => cold('-p|', { p: profile }) } });
      expectObservable(
        loadUserProfileEpic(hot('-a', { a: profileLoadRequested() }), stateAfter(), dependencies(api)),
      ).toBe('--p', {
        p: profileLoaded(profile),
      });
    });
  });

  it('a user without a profile gets an empty (new) one', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const api = stubApi({ config: { getMailProfile: () => cold('-p|', { p: null }) } });
      expectObservable(
        loadUserProfileEpic(hot('-a', { a: profileLoadRequested() }), stateAfter(), dependencies(api)),
      ).toBe('--p', {
        p: profileLoaded(null),
      });
    });
  });

  it('a failed load leaves the form empty', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const api = stubApi({ config: { getMailProfile: () => cold('-#') } });
      expectObservable(
        loadUserProfileEpic(hot('-a', { a: profileLoadRequested() }), stateAfter(), dependencies(api)),
      ).toBe('--f', {
        f: profileLoadFailed(),
      });
    });
  });
});

describe('saveUserProfileEpic', () => {
  const form = { id: 0, email: 'stores@shree.in', password: 'mail-pass' };

  it("spec §8: code 200 gives 'Profile Saved Successfully' (title Success)", () => {
    marbles(({ hot, cold, expectObservable }) => {
      const api = stubApi({ config: { saveMailProfile: () => cold('-p|', { p: profile }) } });
      expectObservable(
        saveUserProfileEpic(hot('-a', { a: profileSaveRequested(form) }), stateAfter(), dependencies(api)),
      ).toBe('--(st)', {
        s: profileSaved(profile),
        t: toastShown({ kind: 'success', title: 'Success', message: 'Profile Saved Successfully' }),
      });
    });
  });

  it('a reply without the profile keeps what was sent', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const api = stubApi({ config: { saveMailProfile: () => cold('-p|', { p: null }) } });
      expectObservable(
        saveUserProfileEpic(hot('-a', { a: profileSaveRequested(form) }), stateAfter(), dependencies(api)),
      ).toBe('--(st)', {
        s: profileSaved(form),
        t: toastShown({ kind: 'success', title: 'Success', message: 'Profile Saved Successfully' }),
      });
    });
  });

  it("spec §8: any other code gives 'Failed To Save Profile' (title Error)", () => {
    marbles(({ hot, cold, expectObservable }) => {
      const error = new ApiError(
        RESPONSE_CODES.VALIDATION_FAILED,
        'E-Mail must be a valid e-mail address',
        400,
      );
      const api = stubApi({ config: { saveMailProfile: () => cold('-#', undefined, error) } });
      expectObservable(
        saveUserProfileEpic(hot('-a', { a: profileSaveRequested(form) }), stateAfter(), dependencies(api)),
      ).toBe('--(ft)', {
        f: profileSaveFailed(),
        t: toastShown({ kind: 'error', title: 'Error', message: 'Failed To Save Profile' }),
      });
    });
  });

  it('a second Save while the first is out is ignored (exhaustMap)', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const api = stubApi({ config: { saveMailProfile: () => cold('---p|', { p: profile }) } });
      const action$ = hot('-ab', { a: profileSaveRequested(form), b: profileSaveRequested(form) });
      expectObservable(saveUserProfileEpic(action$, stateAfter(), dependencies(api))).toBe('----(st)', {
        s: profileSaved(profile),
        t: toastShown({ kind: 'success', title: 'Success', message: 'Profile Saved Successfully' }),
      });
    });
  });
});
