import { moduleApi } from '../acl/acl.ts';
import { MENU, menuLeaves } from './menu.ts';
import { MODULES } from './modules.ts';
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
