/** The quotation routes the keyboard shortcuts open (spec §2). */
export const QUOTATION_ROUTES = {
  ADD_UPDATE: '/module/quotation/addUpdate',
  LIST: '/module/quotation',
} as const;

export interface ShortcutKeys {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  altKey?: boolean;
}

/**
 * Spec §2: "Ctrl or Cmd plus q opens the quotation add/update screen; Shift plus Q opens the quotation
 * list." Returns the route to open, or null when the keys are no shortcut.
 */
export function shortcutRoute(keys: ShortcutKeys): string | null {
  if (keys.altKey || keys.key.toLowerCase() !== 'q') return null;
  if (keys.ctrlKey || keys.metaKey) return QUOTATION_ROUTES.ADD_UPDATE;
  if (keys.shiftKey) return QUOTATION_ROUTES.LIST;
  return null;
}
