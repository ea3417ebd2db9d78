import { SIDEBAR_BREAKPOINTS } from '../constants.ts';

/** Spec §2: "Sidebar types: full, iconbar, overlay, mini-sidebar." */
export const SIDEBAR_TYPES = ['full', 'iconbar', 'overlay', 'mini-sidebar'] as const;
export type SidebarType = (typeof SIDEBAR_TYPES)[number];

/**
 * Spec §2: "Full and iconbar collapse to mini-sidebar when the window is narrower than 1170 px; overlay
 * collapses below 767 px." `type` is the default (configured) type; a default of mini-sidebar stays.
 */
export function sidebarTypeForWidth(type: SidebarType, width: number): SidebarType {
  switch (type) {
    case 'full':
    case 'iconbar':
      return width < SIDEBAR_BREAKPOINTS.FULL_AND_ICONBAR ? 'mini-sidebar' : type;
    case 'overlay':
      return width < SIDEBAR_BREAKPOINTS.OVERLAY ? 'mini-sidebar' : type;
    default:
      return type;
  }
}

export interface SidebarToggle {
  type: SidebarType;
  showMobileMenu: boolean;
}

/**
 * Spec §2: "The toggle: full or iconbar go to mini-sidebar; overlay shows or hides the mobile menu;
 * mini-sidebar returns to the default type, or to full if the default is mini-sidebar."
 */
export function toggleSidebar(
  current: SidebarType,
  defaultType: SidebarType,
  showMobileMenu = false,
): SidebarToggle {
  switch (current) {
    case 'full':
    case 'iconbar':
      return { type: 'mini-sidebar', showMobileMenu };
    case 'overlay':
      return { type: 'overlay', showMobileMenu: !showMobileMenu };
    default:
      return { type: defaultType === 'mini-sidebar' ? 'full' : defaultType, showMobileMenu };
  }
}
