import { alpha, ensureContrast, mix, readableOn } from './color.ts';
import { SHIPPED_FONTS } from './fonts.ts';
import type { Appearance, GreyFamily, RadiusChoice, StatusColors, Theme, ThemeChoices } from './tokens.ts';

/** Twelve-step grey scales (after Radix Colors): 1-2 backgrounds, 3-5 fills, 6-8 borders, 11-12 text. */
const GREYS: Record<GreyFamily, Record<Appearance, readonly string[]>> = {
  slate: {
    light: [
      '#fbfcfd',
      '#f5f7f9',
      '#eceff2',
      '#e4e8ec',
      '#dce1e6',
      '#d2d8de',
      '#c1c8cf',
      '#8a939c',
      '#6f7881',
      '#646d76',
      '#525b64',
      '#11181c',
    ],
    dark: [
      '#111113',
      '#18191b',
      '#212225',
      '#272a2d',
      '#2e3135',
      '#363a3f',
      '#43484e',
      '#7a818a',
      '#8b919a',
      '#9ba1a9',
      '#b0b4ba',
      '#edeef0',
    ],
  },
  neutral: {
    light: [
      '#fcfcfc',
      '#f6f6f6',
      '#eeeeee',
      '#e6e6e6',
      '#dedede',
      '#d4d4d4',
      '#c4c4c4',
      '#8f8f8f',
      '#757575',
      '#6a6a6a',
      '#565656',
      '#1c1c1c',
    ],
    dark: [
      '#111111',
      '#191919',
      '#222222',
      '#2a2a2a',
      '#313131',
      '#3a3a3a',
      '#484848',
      '#808080',
      '#8f8f8f',
      '#9e9e9e',
      '#b4b4b4',
      '#eeeeee',
    ],
  },
  warm: {
    light: [
      '#fdfdfc',
      '#f8f7f4',
      '#efeeea',
      '#e7e5e0',
      '#dfddd7',
      '#d6d3cc',
      '#c7c3ba',
      '#918d83',
      '#77736a',
      '#6b685f',
      '#57544c',
      '#21201c',
    ],
    dark: [
      '#111110',
      '#191918',
      '#222221',
      '#2a2a28',
      '#31312e',
      '#3b3a37',
      '#494844',
      '#817f78',
      '#908e87',
      '#9f9d96',
      '#b5b3ad',
      '#eeeeec',
    ],
  },
};

const RADII: Record<RadiusChoice, Theme['radius']> = {
  none: { sm: '0', md: '0', lg: '0', pill: '0' },
  small: { sm: '2px', md: '4px', lg: '6px', pill: '999px' },
  medium: { sm: '4px', md: '6px', lg: '10px', pill: '999px' },
  large: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
};

/** Status hues are the same for every brand: red means error whatever the partner's colour. */
const STATUS_HUES = { success: '#1e7d3a', danger: '#c62828', warning: '#b45309', info: '#0b63c4' } as const;
const SPINNER_BLUE = '#0d47a1';

function statusColors(hue: string, surface: string, dark: boolean): StatusColors {
  const base = dark ? mix(hue, '#ffffff', 0.15) : hue;
  const onSolid = readableOn(base, '#111111');
  const solid = ensureContrast(base, onSolid);
  const subtle = mix(surface, hue, dark ? 0.22 : 0.1);
  const text = ensureContrast(ensureContrast(dark ? mix(hue, '#ffffff', 0.45) : hue, surface), subtle);
  return {
    solid,
    onSolid,
    subtle,
    text,
    border: ensureContrast(mix(surface, hue, 0.55), surface, 3),
  };
}

/** Expands a brand's few choices into the whole token set. */
export function buildTheme({
  accent: brandAccent,
  grey = 'slate',
  radius = 'medium',
  appearance = 'light',
  name = 'custom',
}: ThemeChoices): Theme {
  const dark = appearance === 'dark';
  const g = GREYS[grey][appearance];
  const step = (n: number) => g[n - 1] as string;
  const background = step(2);
  const surface = dark ? step(1) : '#ffffff';
  const surfaceRaised = dark ? step(3) : '#ffffff';
  const text = step(12);
  // In the dark the brand colour is lifted so it still reads as the brand on a dark page; in the
  // light it is darkened only as far as white text on it needs.
  let accent = dark ? mix(brandAccent, '#ffffff', 0.12) : ensureContrast(brandAccent, '#ffffff');
  const onAccent = dark ? readableOn(accent, '#111111') : '#ffffff';
  accent = ensureContrast(accent, onAccent);
  const accentSubtle = mix(surface, accent, dark ? 0.24 : 0.1);
  const accentText = ensureContrast(
    ensureContrast(dark ? mix(accent, '#ffffff', 0.35) : accent, surface),
    accentSubtle,
  );
  const textMuted = ensureContrast(ensureContrast(step(11), surface), background);
  const status = {
    success: statusColors(STATUS_HUES.success, surface, dark),
    danger: statusColors(STATUS_HUES.danger, surface, dark),
    warning: statusColors(STATUS_HUES.warning, surface, dark),
    info: statusColors(STATUS_HUES.info, surface, dark),
  };
  const sidebar = dark ? step(2) : surface;
  const shadow = dark ? '0, 0, 0' : '16, 24, 40';

  return {
    name,
    appearance,
    color: {
      background,
      surface,
      surfaceRaised,
      surfaceSunken: dark ? step(2) : step(2),
      surfaceHover: dark ? step(4) : step(3),
      text,
      textMuted,
      border: step(6),
      borderStrong: ensureContrast(step(8), surface, 3),
      accent,
      accentHover: mix(accent, dark ? '#ffffff' : '#000000', 0.12),
      accentActive: mix(accent, dark ? '#ffffff' : '#000000', 0.22),
      onAccent,
      accentSubtle,
      accentText,
      focusRing: ensureContrast(dark ? mix(accent, '#ffffff', 0.3) : accent, background, 3),
      topBar: dark ? step(3) : accent,
      onTopBar: dark ? text : onAccent,
      topBarHover: alpha(dark ? text : onAccent === '#ffffff' ? '#ffffff' : '#000000', 0.16),
      sidebar,
      onSidebar: text,
      sidebarMuted: ensureContrast(step(11), sidebar),
      scrim: alpha(dark ? '#000000' : '#0b1220', dark ? 0.65 : 0.45),
      spinnerScrim: alpha(SPINNER_BLUE, 0.35),
      spinnerRing: '#ffffff',
      spinnerTrack: alpha('#ffffff', 0.45),
      danger: status.danger.text,
      status,
    },
    font: {
      family: `'${SHIPPED_FONTS.latin}', '${SHIPPED_FONTS.devanagari}', '${SHIPPED_FONTS.signs}', sans-serif`,
      familyMono: `'${SHIPPED_FONTS.mono}', '${SHIPPED_FONTS.devanagari}', '${SHIPPED_FONTS.signs}', monospace`,
      size: { xs: '0.75rem', sm: '0.8125rem', md: '0.875rem', lg: '1rem', xl: '1.25rem', xxl: '1.5rem' },
      weight: { regular: 400, medium: 600, bold: 700 },
      lineHeight: { tight: 1.25, normal: 1.5 },
    },
    space: (n) => `${n * 4}px`,
    radius: RADII[radius],
    elevation: {
      0: 'none',
      1: `0 1px 2px rgba(${shadow}, ${dark ? 0.5 : 0.08})`,
      2: `0 4px 12px rgba(${shadow}, ${dark ? 0.55 : 0.12})`,
      3: `0 16px 40px rgba(${shadow}, ${dark ? 0.6 : 0.2})`,
    },
    zIndex: {
      base: 0,
      sticky: 10,
      sidebar: 100,
      topBar: 200,
      dropdown: 1000,
      overlay: 1100,
      dialog: 1200,
      toast: 1300,
      loadingBar: 1400,
      spinner: 1500,
    },
    motion: {
      duration: { fast: '120ms', normal: '200ms', slow: '320ms' },
      easing: {
        standard: 'cubic-bezier(0.2, 0, 0, 1)',
        enter: 'cubic-bezier(0, 0, 0, 1)',
        exit: 'cubic-bezier(0.3, 0, 1, 1)',
      },
    },
    size: {
      topBar: '56px',
      sidebarFull: '248px',
      sidebarIconbar: '104px',
      sidebarMini: '64px',
      control: '34px',
      tableRow: 36,
      focusRing: '2px',
    },
  };
}
