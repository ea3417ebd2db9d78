import { OrgProfileEdit, OrgProfileView } from './OrgProfilePages.tsx';

export const pages = { view: OrgProfileView, edit: OrgProfileEdit };
