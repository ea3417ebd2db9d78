/**
 * The fonts the app ships (decision 2085), so that no text is drawn in a font of the machine: Noto Sans
 * for Latin and the rupee sign, Noto Sans Devanagari for Hindi, Noto Sans Mono for code-like values, and
 * Noto Sans Math for the arrows and signs the others lack ('Draft → Open'). Only the weights the
 * components use (regular, medium 600, bold 700, and regular italic for amounts in words); the browser
 * fetches a face only when a page shows a character of its range.
 */
import '@fontsource/noto-sans/latin-400.css';
import '@fontsource/noto-sans/latin-ext-400.css';
import '@fontsource/noto-sans/latin-400-italic.css';
import '@fontsource/noto-sans/latin-ext-400-italic.css';
import '@fontsource/noto-sans/latin-600.css';
import '@fontsource/noto-sans/latin-ext-600.css';
import '@fontsource/noto-sans/latin-700.css';
import '@fontsource/noto-sans/latin-ext-700.css';
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-600.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
import '@fontsource/noto-sans-mono/latin-400.css';
import '@fontsource/noto-sans-mono/latin-ext-400.css';
import '@fontsource/noto-sans-math/latin-400.css';

/** The shipped families; the theme names them in this order, so mixed text takes each glyph from its own. */
export const SHIPPED_FONTS = {
  latin: 'Noto Sans',
  devanagari: 'Noto Sans Devanagari',
  signs: 'Noto Sans Math',
  mono: 'Noto Sans Mono',
} as const;

const shipped = new Set<string>(Object.values(SHIPPED_FONTS));

/**
 * Every shipped face, loaded now: screenshots and measuring tests wait for it, so that no shot catches
 * a fallback font before a face arrives (a page loads only the faces it shows, when it shows them).
 */
export async function loadShippedFonts(): Promise<void> {
  const faces = [...document.fonts].filter((face) => shipped.has(face.family));
  await Promise.all(faces.map((face) => face.load()));
}
