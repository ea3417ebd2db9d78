import { buildTheme } from './theme.ts';

export { buildTheme, type Theme, type ThemeChoices } from './theme.ts';

/** The themes every story is screenshot in. */
export const SCREENSHOT_THEMES = [{ name: 'default', theme: buildTheme({ accent: '#0b5cad' }) }];
