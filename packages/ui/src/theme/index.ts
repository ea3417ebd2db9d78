// The styled-components DefaultTheme augmentation travels with the theme, into every package that uses it.
import type {} from './styled.d.ts';

export { buildTheme } from './buildTheme.ts';
export { contrast } from './color.ts';
export { loadShippedFonts, SHIPPED_FONTS } from './fonts.ts';
export { GlobalStyle } from './GlobalStyle.tsx';
export {
  DEFAULT_THEME,
  SCREENSHOT_THEMES,
  THEME_BRANDS,
  THEMES,
  themeForBrand,
  themeForKeyword,
} from './themes.ts';
export type {
  Appearance,
  ColorTokens,
  GreyFamily,
  RadiusChoice,
  StatusColors,
  Theme,
  ThemeChoices,
} from './tokens.ts';
