/** The user-facing texts that spec §5 and §8 give word for word. */
export const MESSAGES = {
  FIELD_REQUIRED: 'This field is required',
  PROFILE_SAVED: 'Profile Saved Successfully',
  PROFILE_SAVE_FAILED: 'Failed To Save Profile',
  ACCESS_DENIED_TITLE: 'Access Denied',
  ACCESS_DENIED: 'You are not allow to access this module',
} as const;

/** Toast titles of spec §8. */
export const TOAST_TITLES = { SUCCESS: 'Success', ERROR: 'Error', SYS_CONFIG_ERROR: 'ERROR' } as const;
