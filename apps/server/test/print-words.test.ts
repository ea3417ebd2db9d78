import { DOCUMENT_STATUSES, DOCUMENTS, INDIAN_STATES, REPORTS } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { E_INVOICE_PRINTED } from '../src/invoicing/print.ts';
import { fontFor, FONTS } from '../src/print/fonts.ts';
import { HINDI_PRINT_WORDS, printLanguageOf, sayIn } from '../src/print/words.ts';

// Issue 42: "every PDF [is] still English in Hindi; 'Invoice No.' is translated as 'चालान सं.' (that is
// challan) … translate what a user reads" (decision 2091: one print vocabulary, English and Hindi).

const placesOf = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name ?? '').sort();

describe('the print vocabulary (decision 2091)', () => {
  it.each(Object.entries(HINDI_PRINT_WORDS))('%j has its Hindi: %j', (english, hindi) => {
    expect(hindi).toMatch(/[\u0900-\u097F]/);
    expect(hindi).not.toBe(english);
    expect(placesOf(hindi)).toEqual(placesOf(english));
  });

  it('says an invoice बीजक and a challan चालान, never the one for the other', () => {
    for (const [english, hindi] of Object.entries(HINDI_PRINT_WORDS)) {
      expect(hindi.includes('चालान'), english).toBe(/challan/i.test(english));
      if (/invoice/i.test(english)) expect(hindi, english).toContain('बीजक');
    }
  });

  it("holds every document type's title, every status and state, and every label and choice a billing document prints", () => {
    const billing = Object.values(DOCUMENTS).filter((def) => def.billing);
    const words = [
      ...Object.values(DOCUMENTS).map((def) => def.printTitle ?? def.label),
      ...DOCUMENT_STATUSES.map((status) => status.label),
      ...INDIAN_STATES.map((state) => state.name),
      ...billing.flatMap((def) =>
        def.fields
          // The place of supply prints as its state; the e-invoice's answer in its own block.
          .filter((field) => field.key !== 'placeOfSupply' && !E_INVOICE_PRINTED.includes(field.key))
          .flatMap((field) => [field.label, ...(field.options ?? []).map((option) => option.label)]),
      ),
    ];
    // Names of payment rails are said as they are in Hindi too.
    const missing = words.filter(
      (word) => !(word in HINDI_PRINT_WORDS) && !['NEFT/RTGS', 'UPI'].includes(word),
    );
    expect(missing).toEqual([]);
  });

  // Issue 42: report files "write a kind or status in English" for a Hindi user (decision 2141).
  it("holds every report's title and column heads, the words its cells hold, and every document type's name", () => {
    const words = [
      ...Object.values(REPORTS).flatMap((report) => [
        report.title,
        ...report.columns.flatMap((column) => [
          column.header,
          ...(Array.isArray(column.words) ? column.words : []),
          ...(column.options ?? []).map((option) => option.label),
        ]),
      ]),
      // A transaction report's and a production yield's kind is the document's name.
      ...Object.values(DOCUMENTS).map((def) => def.label),
      'Yes',
      'No',
    ];
    // Codes a GST file carries in Latin letters in Hindi too.
    const missing = words.filter(
      (word) => !(word in HINDI_PRINT_WORDS) && !['GSTIN', 'CGST', 'SGST', 'IGST'].includes(word),
    );
    expect(missing).toEqual([]);
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
