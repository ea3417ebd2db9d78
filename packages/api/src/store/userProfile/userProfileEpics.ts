import { catchError, exhaustMap, filter, map, mergeMap, of, switchMap } from 'rxjs';
import { MESSAGES, TOAST_TITLES } from '@erp/domain';
import { toast } from '../notifications/notificationsSlice.ts';
import type { AppEpic } from '../types.ts';
import {
  profileLoadFailed,
  profileLoadRequested,
  profileLoaded,
  profileSaveFailed,
  profileSaveRequested,
  profileSaved,
} from './userProfileSlice.ts';

export const loadUserProfileEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(profileLoadRequested.match),
    switchMap(() =>
      api.config.getMailProfile().pipe(
        map(profileLoaded),
        catchError(() => of(profileLoadFailed())),
      ),
    ),
  );

/** Spec §8: code 200 gives 'Profile Saved Successfully' (Success); any other 'Failed To Save Profile' (Error). */
export const saveUserProfileEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(profileSaveRequested.match),
    // A second click while saving is ignored rather than aborting the save that is out.
    exhaustMap(({ payload }) =>
      api.config.saveMailProfile(payload).pipe(
        mergeMap((saved) => [
          profileSaved(saved ?? payload),
          toast.success(MESSAGES.PROFILE_SAVED, TOAST_TITLES.SUCCESS),
        ]),
        catchError(() =>
          of(profileSaveFailed(), toast.error(MESSAGES.PROFILE_SAVE_FAILED, TOAST_TITLES.ERROR)),
        ),
      ),
    ),
  );
