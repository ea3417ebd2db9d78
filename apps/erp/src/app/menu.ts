import { useMemo } from 'react';
import { MENU, filterMenu, switchedOnMenu, type MenuEntry } from '@erp/domain';
import { selectAclData, selectSysConfig } from '@erp/api';
import { useTranslateText } from './ServicesContext.tsx';
import { useAppSelector } from './store.ts';

function translated(menu: readonly MenuEntry[], t: (key: string) => string): MenuEntry[] {
  return menu.map((entry) => ({
    ...entry,
    label: t(entry.label),
    ...(entry.children ? { children: translated(entry.children, t) } : {}),
  }));
}

/**
 * Spec §6: the menu the role may see, titles replaced by the access data's display names (the server's
 * words), then translated when known; a flow switched off has no entries (decision 1233).
 */
export function useMenu(): MenuEntry[] {
  const acl = useAppSelector(selectAclData);
  const sysConfig = useAppSelector(selectSysConfig);
  const t = useTranslateText();
  return useMemo(() => translated(filterMenu(switchedOnMenu(MENU, sysConfig), acl), t), [acl, sysConfig, t]);
}
