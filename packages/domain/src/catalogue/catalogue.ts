import { moduleApi } from '../acl/acl.ts';
import type { ModuleDef } from './fields.ts';
import { MENU, menuLeaves, type MenuEntry } from './menu.ts';
import { MODULES } from './modules/index.ts';
import { ROUTES } from './routes.ts';

/**
 * Every access-control name the product checks (menu entries and groups, routes, catalogue modules),
 * sorted: what an all-allowing role's access data lists.
 */
export const ACL_NAMES: readonly string[] = [
  ...new Set([
    ...MENU.flatMap((entry) => [entry, ...menuLeaves(entry.children ?? [])]).flatMap((entry) =>
      entry.moduleName === undefined ? [] : [moduleApi(entry.moduleName)],
    ),
    ...ROUTES.flatMap((route) => route.aclNames),
    ...MODULES.map((module) => module.aclName),
  ]),
].sort();

const allEntries = (menu: readonly MenuEntry[]): MenuEntry[] =>
  menu.flatMap((entry) => [entry, ...allEntries(entry.children ?? [])]);

/** The name users see for an access-control name: the menu's label, else the route's title, else the module's. */
export function aclDisplayName(name: string): string {
  return (
    allEntries(MENU).find((entry) => entry.moduleName === name)?.label ??
    ROUTES.find((route) => route.aclNames.includes(name))?.title ??
    MODULES.find((module) => module.aclName === name)?.label ??
    name
  );
}

/**
 * The access-control names of a menu group ('inventory'): the group's, its entries' and those of the
 * routes its entries open, so that a role allowed the group can open every screen of it.
 */
export function groupAclNames(groupName: string, menu: readonly MenuEntry[] = MENU): Set<string> {
  const group = menu.find((entry) => entry.moduleName === groupName);
  const names = new Set<string>([
    groupName,
    ...menuLeaves(group?.children ?? []).flatMap((leaf) => leaf.moduleName ?? []),
  ]);
  for (const route of ROUTES) {
    if (route.aclNames.some((name) => names.has(name))) route.aclNames.forEach((name) => names.add(name));
  }
  return names;
}

/** Spec §1 "custom fields": they are assigned to masters; settings and access records carry none. */
export const carriesCustomFields = (module: Pick<ModuleDef, 'kind'>): boolean => module.kind === 'master';
