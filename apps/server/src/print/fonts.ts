import { createRequire } from 'node:module';

/**
 * The print fonts (decision 0810): Noto Sans, full TrueType files from an npm package, so the ₹ sign and
 * every Latin glyph come from one font on any machine with only Node and npm; no system font is read.
 * Resolved from this module, they are found from the source and from the bundle alike (npm packages stay
 * external).
 */
const resolve = createRequire(import.meta.url).resolve;

export const FONTS = {
  regular: resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
} as const;

export type FontName = keyof typeof FONTS;
