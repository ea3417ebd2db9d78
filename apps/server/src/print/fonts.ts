import { createRequire } from 'node:module';

/**
 * The print fonts (decisions 0810, 2092): Noto Sans and Noto Sans Devanagari, full TrueType files from npm
 * packages, so the ₹ sign and every glyph come from the print's own fonts on any machine with only Node and
 * npm; no system font is read. Resolved from this module, they are found from the source and from the
 * bundle alike (npm packages stay external).
 */
const resolve = createRequire(import.meta.url).resolve;

export const FONTS = {
  regular: resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
} as const;

export type FontName = keyof typeof FONTS;

const DEVANAGARI_FONTS: Readonly<Record<FontName, string>> = {
  regular: resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
  bold: resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
};

/** Hindi's letters, matras and signs. */
const DEVANAGARI = /\p{Script=Devanagari}/u;

/**
 * The font a run of text is set in: Noto Sans Devanagari when it holds any Devanagari (a Hindi word, or a
 * name typed in Hindi on an English print), else Noto Sans. Noto Sans Devanagari carries the Latin letters,
 * digits, ₹ and punctuation too, so a run mixing both scripts is set in one font.
 */
export const fontFor = (text: string, name: FontName = 'regular'): string =>
  (DEVANAGARI.test(text) ? DEVANAGARI_FONTS : FONTS)[name];

/**
 * Draws `text` with `draw`; Devanagari inside a span saying the text as typed (PDF ActualText). fontkit
 * shapes Devanagari right on the page, but pdfkit maps each glyph back to its letters in the order the
 * glyphs stand (ि before its consonant, the reph र् after its syllable), so a copy or a search of the
 * PDF's text would read them out of order without it.
 */
export function spoken(doc: PDFKit.PDFDocument, text: string, draw: () => void): void {
  if (!DEVANAGARI.test(text)) {
    draw();
    return;
  }
  doc.markContent('Span', { actual: text });
  draw();
  doc.endMarkedContent();
}
