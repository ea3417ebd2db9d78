import { UserProfilePage } from './UserProfilePage.tsx';

export const pages = { profile: UserProfilePage };
