import {
  DEFAULT_LANDING_ROUTE,
  MODULE_HOME,
  SIDEBAR_TYPES,
  findRoute,
  menuLeaves,
  type MenuEntry,
  type SidebarType,
} from '@erp/domain';

/** The system config key naming the default sidebar type (decision 0504). */
export const SIDEBAR_TYPE_KEY = 'SIDEBAR_TYPE';

/** The configured default sidebar type; full when it is unset or not one of spec §2's four. */
export function defaultSidebarType(configured: string | undefined): SidebarType {
  return SIDEBAR_TYPES.find((type) => type === configured) ?? 'full';
}

const DASHBOARD_ENTRY = `${MODULE_HOME}/dashboard`;
const isUnder = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * The menu entry to highlight for the current address: the entry whose path holds it, the longest
 * first; else an entry of the same feature area (an add/update screen of a list); the landing route
 * and the module home are the dashboard.
 */
export function activeMenuPath(menu: readonly MenuEntry[], pathname: string): string | undefined {
  if (pathname === DEFAULT_LANDING_ROUTE || pathname === MODULE_HOME || pathname === `${MODULE_HOME}/`) {
    return DASHBOARD_ENTRY;
  }
  const paths = menuLeaves(menu).flatMap((entry) => (entry.path ? [entry.path] : []));
  const holding = paths.filter((path) => isUnder(pathname, path)).sort((a, b) => b.length - a.length)[0];
  if (holding) return holding;
  const area = findRoute(pathname)?.path;
  return area === undefined ? undefined : paths.find((path) => findRoute(path)?.path === area);
}
