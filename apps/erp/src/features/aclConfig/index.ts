import { AclConfigPage } from './AclConfigPage.tsx';

export const pages = { acl: AclConfigPage };
