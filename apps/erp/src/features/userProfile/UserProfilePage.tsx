import { useEffect, useMemo, useState } from 'react';
import {
  catalogueModule,
  profileLoadRequested,
  profileSaveRequested,
  selectModuleFieldConfig,
  selectUserDisplayName,
  selectUserProfile,
  selectUserProfileStatus,
} from '@erp/api';
import { UserProfileForm } from '@erp/ui';
import { useBranding } from '../../app/branding.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { useUnsavedChanges } from '../../routing/leaveGuard.tsx';

/** The catalogue module of the user profile (the mail account); its field config labels the form. */
const PROFILE = catalogueModule('emailUserConfig').key;

/**
 * Spec §2/§5 User Profile: the mail account of the logged-in user in @erp/ui's UserProfileForm (Save or
 * Update, errors after a submit attempt, nothing sent while invalid); the spec's two toasts come from
 * the store's save. The password is never sent back, so the form starts it empty.
 */
export function UserProfilePage() {
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectUserProfile);
  const status = useAppSelector(selectUserProfileStatus);
  const fieldConfig = useAppSelector((state) => selectModuleFieldConfig(state, PROFILE));
  const user = useAppSelector(selectUserDisplayName);
  const { partner } = useBranding();
  // Decision 0510: changes not saved ask before the page is left.
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);
  const profile = useMemo(
    () => (stored ? { id: stored.id, email: stored.email, password: '' } : null),
    [stored],
  );

  useEffect(() => {
    dispatch(profileLoadRequested());
  }, [dispatch]);

  return (
    <UserProfileForm
      // A saved profile (a new id or version) starts a clean form.
      key={`${stored?.id ?? 'new'}-${stored?.version ?? 0}`}
      profile={profile}
      fieldConfig={fieldConfig}
      user={user}
      partner={partner}
      busy={status === 'saving'}
      onDirtyChange={setDirty}
      onSubmit={(values) => dispatch(profileSaveRequested({ ...values, version: stored?.version }))}
    />
  );
}
