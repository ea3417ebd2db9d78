import { SysConfigFormPage } from './SysConfigFormPage.tsx';
import { SysConfigListPage } from './SysConfigListPage.tsx';

export const pages = { list: SysConfigListPage, form: SysConfigFormPage };
