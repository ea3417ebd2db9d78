import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isProfileUpdate } from '@erp/domain';
import type { UserProfile } from '../../config/config.ts';
import { isSessionOver } from '../session/sessionSlice.ts';

export interface UserProfileState {
  /** The logged-in user's mail profile; null when there is none yet (a new profile). */
  profile: UserProfile | null;
  status: 'idle' | 'loading' | 'loaded' | 'saving';
}

const initialState: UserProfileState = { profile: null, status: 'idle' };

/** Spec §2 "User Profile screen": the mail account of the logged-in user. */
export const userProfileSlice = createSlice({
  name: 'userProfile',
  initialState,
  reducers: {
    profileLoadRequested(state) {
      state.status = 'loading';
    },
    profileLoaded(state, action: PayloadAction<UserProfile | null>) {
      state.profile = action.payload;
      state.status = 'loaded';
    },
    profileLoadFailed(state) {
      state.status = 'loaded';
    },
    profileSaveRequested: {
      reducer(state) {
        state.status = 'saving';
      },
      prepare: (profile: UserProfile) => ({ payload: profile }),
    },
    profileSaved(state, action: PayloadAction<UserProfile>) {
      state.profile = action.payload;
      state.status = 'loaded';
    },
    profileSaveFailed(state) {
      state.status = 'loaded';
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionOver, () => initialState);
  },
  selectors: {
    selectUserProfile: (state) => state.profile,
    selectUserProfileStatus: (state) => state.status,
    /** Spec §4: "a new profile (no id) becomes an update profile once loaded with id 0 or greater"; the button reads Save or Update. */
    selectIsProfileUpdate: (state) => isProfileUpdate(state.profile),
  },
});

export const {
  profileLoadRequested,
  profileLoaded,
  profileLoadFailed,
  profileSaveRequested,
  profileSaved,
  profileSaveFailed,
} = userProfileSlice.actions;
export const { selectUserProfile, selectUserProfileStatus, selectIsProfileUpdate } =
  userProfileSlice.selectors;
