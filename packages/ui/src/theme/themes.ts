import { BRANDS, DEFAULT_BRAND, type Brand } from '@erp/domain';
import { buildTheme } from './buildTheme.ts';
import type { Appearance, Theme } from './tokens.ts';

/** The theme of one brand of `BRANDS`, light or dark. */
export function themeForBrand(
  brand: Pick<Brand, 'keyword' | 'theme'>,
  appearance: Appearance = 'light',
): Theme {
  return buildTheme({
    ...brand.theme,
    appearance,
    name: appearance === 'light' ? brand.keyword : `${brand.keyword}-dark`,
  });
}

/** Every brand's light theme, plus the dark variant of the default, by name (`konark`, `default-dark`). */
export const THEMES: Readonly<Record<string, Theme>> = Object.fromEntries(
  [...BRANDS.map((brand) => themeForBrand(brand)), themeForBrand(DEFAULT_BRAND, 'dark')].map((t) => [
    t.name,
    t,
  ]),
);

export const DEFAULT_THEME: Theme = themeForBrand(DEFAULT_BRAND);

/** The themes every screenshot story is taken in: the default brand, one partner, and the dark default. */
export const SCREENSHOT_THEMES: readonly { name: string; theme: Theme }[] = [
  'default',
  'konark',
  'default-dark',
].map((name) => ({ name, theme: THEMES[name] ?? DEFAULT_THEME }));

/** The brands a theme exists for, in the domain's order (for pickers such as Storybook's toolbar). */
export const THEME_BRANDS: readonly { keyword: string; title: string }[] = BRANDS.map(
  ({ keyword, title }) => ({
    keyword,
    title,
  }),
);

/** The theme of the brand with this keyword (the default brand for an unknown one). */
export function themeForKeyword(keyword: string | undefined, appearance: Appearance = 'light'): Theme {
  return themeForBrand(BRANDS.find((brand) => brand.keyword === keyword) ?? DEFAULT_BRAND, appearance);
}
