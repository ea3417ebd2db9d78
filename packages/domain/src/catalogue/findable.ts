import type { ReportDef } from '../reports/reportDef.ts';
import { REPORTS } from '../reports/reports.ts';
import { menuLeaves, type MenuEntry } from './menu.ts';
import { MODULES, relatedMasters } from './modules/index.ts';
import { findRoute } from './routes.ts';

/** The route area of the Report entry: the reports are opened from its screen. */
const REPORT_AREA = 'reports';

/** The screen at `path` as the search offers it: titled as its route, with the access name its guard checks first. */
function screenAt(path: string, label?: string): MenuEntry[] {
  const route = findRoute(path);
  if (!route) return [];
  const [moduleName] = route.aclNames;
  return [{ path, label: label ?? route.title, ...(moduleName === undefined ? {} : { moduleName }) }];
}

/** A report as the search reads it. */
type FoundReport = Pick<ReportDef, 'id' | 'title' | 'address'>;

/** The screens the catalogue says are opened from an entry's screen: a master's related ones, the reports. */
function opened(entry: MenuEntry, reports: readonly FoundReport[]): MenuEntry[] {
  const route = entry.path === undefined ? undefined : findRoute(entry.path);
  if (!route) return [];
  if (route.path === REPORT_AREA) {
    return reports.flatMap((report) =>
      screenAt(report.address ?? `${route.fullPath}/${report.id}`, report.title),
    );
  }
  return MODULES.filter((module) => module.kind === 'master' && module.route === route.fullPath)
    .flatMap(relatedMasters)
    .flatMap((module) => screenAt(module.route));
}

/**
 * Issue 42: the menu with, under each entry, every screen opened from it that the menu does not list: those
 * it declares (`within`), then those the catalogue declares (a master's related masters, the reports under
 * Report); a screen opened from two entries goes under the first. So a screen joins the menu search by being
 * declared. A new tree.
 */
export function findableMenu(
  menu: readonly MenuEntry[],
  reports: readonly FoundReport[] = Object.values(REPORTS),
): MenuEntry[] {
  const placed = new Set(menuLeaves(menu).map((leaf) => leaf.path));
  const withScreens = (entry: MenuEntry): MenuEntry => {
    if (entry.children) return { ...entry, children: entry.children.map(withScreens) };
    const screens = [...(entry.within ?? []), ...opened(entry, reports)].filter((screen) => {
      if (placed.has(screen.path)) return false;
      placed.add(screen.path);
      return true;
    });
    return screens.length > 0 ? { ...entry, within: screens } : entry;
  };
  return menu.map(withScreens);
}
