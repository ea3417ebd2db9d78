import { matchesName } from '@erp/domain';

// The sidebar's menu: its entries and the pure helpers that key, open and search them.

/** One entry of the menu (the shape of `MENU` of @erp/domain, after @erp/domain's `filterMenu`). */
export interface SidebarEntry {
  label: string;
  path?: string;
  /** An icon name of `MENU_ICONS`. */
  icon?: string;
  children?: readonly SidebarEntry[];
}

export const keyOf = (entry: SidebarEntry, index: number) => entry.path ?? `${entry.label}-${index}`;

/** Whether the entry or one of its children is the page at `path`. */
export const holds = (entry: SidebarEntry, path: string | undefined): boolean =>
  !!path && (entry.path === path || (entry.children ?? []).some((child) => holds(child, path)));

/** The menu narrowed to entries whose label matches the query (a group shows with its matching children). */
export function filterMenu(entries: readonly SidebarEntry[], query: string): SidebarEntry[] {
  if (query.trim() === '') return [...entries];
  return entries.flatMap((entry) => {
    if (matchesName(entry.label, query)) return [entry];
    const children = filterMenu(entry.children ?? [], query);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}
