import { entityPages } from '../../entity/pages.tsx';
import { SysConfigListPage } from './SysConfigListPage.tsx';

export const pages = { ...entityPages('sysConfig'), list: SysConfigListPage };
