import { DOCUMENT_STATUSES, DOCUMENTS, INDIAN_STATES, MODULES, REPORTS, translationKey } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { fontFor, FONTS } from '../src/print/fonts.ts';
import { appHindiWords, hindiOf, PRINT_WORDS, printLanguageOf, sayIn } from '../src/print/words.ts';

// Issue 42: "every PDF [is] still English in Hindi; 'Invoice No.' is translated as 'चालान सं.' (that is
// challan) … translate what a user reads" (decision 2091: one print vocabulary, English and Hindi).

const placesOf = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name ?? '').sort();

describe('the print vocabulary (decisions 2091, 2141)', () => {
  it.each(Object.entries(PRINT_WORDS))('%j has its Hindi: %j', (english, hindi) => {
    expect(hindi).toMatch(/[\u0900-\u097F]/);
    expect(hindi).not.toBe(english);
    expect(placesOf(hindi)).toEqual(placesOf(english));
  });

  it("says the app's word where the app has one, so screen and paper never drift apart: only a print's own sum of the lines differs", () => {
    const shared = Object.keys(PRINT_WORDS).filter(
      (english) => appHindiWords()[translationKey(english)] !== undefined,
    );
    expect(shared).toEqual(['Lines']);
  });

  // Whatever a document or a report's file may say by itself.
  const documentWords = Object.values(DOCUMENTS).flatMap((def) => [
    def.printTitle ?? def.label,
    def.label,
    ...def.fields.flatMap((field) => [field.label, ...(field.options ?? []).map((option) => option.label)]),
  ]);
  const reportWords = Object.values(REPORTS).flatMap((report) => [
    report.title,
    ...report.columns.flatMap((column) => [
      column.header,
      ...(Array.isArray(column.words) ? column.words : []),
      ...(column.options ?? []).map((option) => option.label),
    ]),
  ]);
  const printed = [
    ...Object.keys(PRINT_WORDS),
    ...documentWords,
    ...reportWords,
    ...DOCUMENT_STATUSES.map((status) => status.label),
    ...INDIAN_STATES.map((state) => state.name),
    'Yes',
    'No',
  ];

  it('says an invoice बीजक and a challan चालान, never the one for the other', () => {
    for (const english of printed) {
      const hindi = hindiOf(english) ?? '';
      expect(hindi.includes('चालान'), english).toBe(/challan/i.test(english));
      if (/invoice/i.test(english)) expect(hindi, english).toContain('बीजक');
    }
  });

  // Issue 42: "every PDF [is] still English in Hindi"; a document's own labels (an inward's weighbridge, a
  // batch's shift) printed English until the print said the app's words.
  it("says in Hindi every document's title, field and choice, every status and state, and every report's title, heads and cell words", () => {
    // Codes a GST document carries in Latin letters in Hindi too, and names of payment rails.
    const asTheyAre = ['GSTIN', 'CGST', 'SGST', 'IGST', 'NEFT/RTGS', 'UPI'];
    const missing = printed.filter((word) => hindiOf(word) === undefined && !asTheyAre.includes(word));
    expect([...new Set(missing)]).toEqual([]);
  });

  it("says a master's list heads in Hindi, so a Hindi user's Excel of a master reads in Hindi", () => {
    const heads = MODULES.flatMap((module) => module.fields.map((field) => field.label));
    expect([...new Set(heads.filter((head) => hindiOf(head) === undefined))]).toEqual([]);
  });

  it('says a word in English as it is, in Hindi from the vocabulary, its places filled; a text it does not know as given', () => {
    expect(sayIn('en')('Page {page} of {count}', { page: 1, count: 2 })).toBe('Page 1 of 2');
    expect(sayIn('hi')('Page {page} of {count}', { page: 1, count: 2 })).toBe('पृष्ठ 1 / 2');
    expect(sayIn('hi')('For {name}', { name: 'Asha {Polymers}' })).toBe('कृते Asha {Polymers}');
    expect(sayIn('hi')('Tax Invoice')).toBe('कर बीजक');
    expect(sayIn('hi')('Ambuja Cement Works Ltd')).toBe('Ambuja Cement Works Ltd');
  });
});

describe('the language a print is asked in (decision 2090: the Accept-Language the app sends)', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['en', 'en'],
    ['hi', 'hi'],
    ['HI-in', 'hi'],
    ['en-US,en;q=0.9,hi;q=0.8', 'en'],
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['fr, hi;q=0.5', 'hi'],
    ['en;q=0.2, hi;q=0.7', 'hi'],
    ['hi;q=0, en', 'en'],
    ['fr', 'en'],
    ['*', 'en'],
  ])('%j → %s', (header, language) => {
    expect(printLanguageOf(header)).toBe(language);
  });
});

describe('the font a run of text is set in (decision 2092)', () => {
  it('Noto Sans Devanagari for a run with any Devanagari, Latin Noto Sans otherwise', () => {
    expect(fontFor('GSTIN: 24AAECS4321K1ZH ₹590.00')).toBe(FONTS.regular);
    expect(fontFor('Total', 'bold')).toBe(FONTS.bold);
    expect(fontFor('कुल योग ₹590.00')).toMatch(/NotoSansDevanagari_400Regular\.ttf$/);
    expect(fontFor('अंबुजा Cement', 'bold')).toMatch(/NotoSansDevanagari_700Bold\.ttf$/);
  });
});
