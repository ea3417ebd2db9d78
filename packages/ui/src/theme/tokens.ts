/** The design tokens every component reads. A brand never appears in a component: only these do. */
import type { Appearance } from '@erp/domain';

export type { Appearance };
export type GreyFamily = 'neutral' | 'slate' | 'warm';
export type RadiusChoice = 'none' | 'small' | 'medium' | 'large';

/**
 * A theme is a handful of choices (after Radix Themes); `buildTheme` expands them into every token.
 * The brand part is the `theme` field of a `Brand` of `@erp/domain`.
 */
export interface ThemeChoices {
  /** The brand colour, `#rrggbb`. */
  accent: string;
  grey?: GreyFamily;
  radius?: RadiusChoice;
  appearance?: Appearance;
  /** A name to tell themes apart in tools (Storybook, screenshots). */
  name?: string;
}

/** Colours of one status (success, danger, warning, info). */
export interface StatusColors {
  /** Filled background (badges, toasts' stripe). */
  solid: string;
  /** Text or icon on `solid`. */
  onSolid: string;
  /** Tinted background (toast, error field). */
  subtle: string;
  /** Text in this status on `surface` and on `subtle` (at least 4.5:1 on both). */
  text: string;
  border: string;
}

export interface ColorTokens {
  /** The page behind everything. */
  background: string;
  /** Cards, tables, inputs. */
  surface: string;
  /** Menus, dialogs, toasts (above the surface). */
  surfaceRaised: string;
  /** Table header, striped rows, read-only inputs. */
  surfaceSunken: string;
  /** Hovered rows and menu items. */
  surfaceHover: string;
  text: string;
  /** Secondary text; still at least 4.5:1 on surface and background. */
  textMuted: string;
  border: string;
  /** Input borders and dividers that must be seen (at least 3:1 on surface). */
  borderStrong: string;
  accent: string;
  accentHover: string;
  accentActive: string;
  onAccent: string;
  /** A tinted background for selected things (active menu entry, selected row). */
  accentSubtle: string;
  /** Links and accent text on surface and on accentSubtle (at least 4.5:1). */
  accentText: string;
  focusRing: string;
  topBar: string;
  onTopBar: string;
  /** Hovered and open buttons on the top bar. */
  topBarHover: string;
  sidebar: string;
  onSidebar: string;
  sidebarMuted: string;
  /** Behind dialogs. */
  scrim: string;
  /** The full-screen spinner's translucent blue, and its ring on that blue. */
  spinnerScrim: string;
  spinnerRing: string;
  spinnerTrack: string;
  /** Error text (alias of status.danger.text; kept short because forms use it everywhere). */
  danger: string;
  status: { success: StatusColors; danger: StatusColors; warning: StatusColors; info: StatusColors };
}

export interface Theme {
  name: string;
  appearance: Appearance;
  color: ColorTokens;
  font: {
    family: string;
    familyMono: string;
    size: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
    weight: { regular: number; medium: number; bold: number };
    lineHeight: { tight: number; normal: number };
  };
  /** Spacing on a 4 px grid: `space(2)` is 8px. */
  space: (n: number) => string;
  radius: { sm: string; md: string; lg: string; pill: string };
  elevation: { 0: string; 1: string; 2: string; 3: string };
  zIndex: {
    base: number;
    sticky: number;
    sidebar: number;
    topBar: number;
    dropdown: number;
    overlay: number;
    dialog: number;
    toast: number;
    loadingBar: number;
    spinner: number;
  };
  motion: {
    duration: { fast: string; normal: string; slow: string };
    easing: { standard: string; enter: string; exit: string };
  };
  /** Fixed sizes of the layout and of controls. */
  size: {
    topBar: string;
    sidebarFull: string;
    sidebarIconbar: string;
    sidebarMini: string;
    control: string;
    tableRow: number;
    focusRing: string;
  };
}
