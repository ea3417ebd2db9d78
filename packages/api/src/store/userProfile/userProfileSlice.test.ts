import { describe, expect, it } from 'vitest';
import { rootReducer } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import {
  profileLoadFailed,
  profileLoadRequested,
  profileLoaded,
  profileSaveFailed,
  profileSaveRequested,
  profileSaved,
  selectIsProfileUpdate,
  selectUserProfile,
  selectUserProfileStatus,
} from './userProfileSlice.ts';

const init = rootReducer(undefined, { type: 'init' });

describe('user profile slice', () => {
  it('spec §4: "a new profile (no id) becomes an update profile once loaded with id 0 or greater"', () => {
    expect(selectIsProfileUpdate(init)).toBe(false);
    const loading = rootReducer(init, profileLoadRequested());
    expect(selectUserProfileStatus(loading)).toBe('loading');
    const loaded = rootReducer(loading, profileLoaded({ id: 0, email: 'a@b.in' }));
    expect(selectIsProfileUpdate(loaded)).toBe(true);
    expect(selectUserProfile(loaded)?.email).toBe('a@b.in');
    expect(selectIsProfileUpdate(rootReducer(loading, profileLoaded(null)))).toBe(false);
    expect(selectUserProfileStatus(rootReducer(loading, profileLoadFailed()))).toBe('loaded');
  });

  it('saving, then the saved profile (now an update), or back to the form on failure', () => {
    const saving = rootReducer(init, profileSaveRequested({ email: 'a@b.in', password: 'x' }));
    expect(selectUserProfileStatus(saving)).toBe('saving');
    const saved = rootReducer(saving, profileSaved({ id: 4, email: 'a@b.in' }));
    expect(selectIsProfileUpdate(saved)).toBe(true);
    expect(selectUserProfileStatus(rootReducer(saving, profileSaveFailed()))).toBe('loaded');
  });

  it('logout forgets the profile', () => {
    const saved = rootReducer(init, profileSaved({ id: 4, email: 'a@b.in' }));
    expect(selectUserProfile(rootReducer(saved, sessionEnded({ reason: 'logout' })))).toBeNull();
  });
});
