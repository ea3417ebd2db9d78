// The sidebar's menu: its entries and the pure helpers that key and open them (`searchMenu` of
// @erp/domain searches them).

/** One entry of the menu (the shape of `MENU` of @erp/domain, after @erp/domain's `filterMenu`). */
export interface SidebarEntry {
  label: string;
  path?: string;
  /** An icon name of `MENU_ICONS`. */
  icon?: string;
  children?: readonly SidebarEntry[];
  /** Everyday words the search finds it by besides its label. */
  words?: readonly string[];
  /** Screens opened from its page that the menu does not list: the search finds them under it. */
  within?: readonly SidebarEntry[];
}

export const keyOf = (entry: SidebarEntry, index: number) => entry.path ?? `${entry.label}-${index}`;

/** Whether the entry or one of its children is the page at `path`. */
export const holds = (entry: SidebarEntry, path: string | undefined): boolean =>
  !!path && (entry.path === path || (entry.children ?? []).some((child) => holds(child, path)));
