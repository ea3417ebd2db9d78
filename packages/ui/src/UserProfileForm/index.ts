export { UserProfileForm, type UserProfile, type UserProfileFormProps } from './UserProfileForm.tsx';
