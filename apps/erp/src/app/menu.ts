import { useMemo } from 'react';
import {
  MENU,
  filterMenu,
  findableMenu,
  switchedOnMenu,
  withFloorForWorkers,
  type MenuEntry,
} from '@erp/domain';
import { selectAclData, selectSysConfig } from '@erp/api';
import { useTranslateText } from './ServicesContext.tsx';
import { useAppSelector } from './store.ts';

/** The menu with the screens opened from its entries, which its search finds (issue 42). */
const FINDABLE_MENU = findableMenu(MENU);

function translated(menu: readonly MenuEntry[], t: (key: string) => string): MenuEntry[] {
  return menu.map((entry) => ({
    ...entry,
    label: t(entry.label),
    ...(entry.words ? { words: entry.words.map(t) } : {}),
    ...(entry.children ? { children: translated(entry.children, t) } : {}),
    ...(entry.within ? { within: translated(entry.within, t) } : {}),
  }));
}

/**
 * Spec §6: the menu the role may see, titles replaced by the access data's display names (the server's
 * words), then translated when known, with the everyday words and the screens its search finds (issue 42);
 * a flow switched off has no entries (decision 1233); Floor only for a role with a floor action (issue 58).
 */
export function useMenu(): MenuEntry[] {
  const acl = useAppSelector(selectAclData);
  const sysConfig = useAppSelector(selectSysConfig);
  const t = useTranslateText();
  return useMemo(
    () => translated(withFloorForWorkers(filterMenu(switchedOnMenu(FINDABLE_MENU, sysConfig), acl), acl), t),
    [acl, sysConfig, t],
  );
}
