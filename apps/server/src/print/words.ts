import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RULE_46_ENDORSEMENTS, translationKey } from '@erp/domain';
import type { Language } from '../core/caller.ts';
import { REPO_ROOT } from '../paths.ts';

/**
 * How a print, a label sheet and a report's file say their words (decisions 2091, 2141): in the app's words
 * (`hi.json`, the one translation of the product's texts, decision 0520), so a user reads one word for one
 * thing on screen and on paper (invoice is बीजक, never चालान, which is a challan), and in the print's own
 * where the app has no such text or its word does not fit a print. What a user typed (names, addresses,
 * items, remarks) is printed as typed and is no word here; codes a GST print carries in Latin letters on a
 * Hindi print too (GSTIN, HSN, IRN, CGST) are not words.
 */

/** The languages a print is made in; English unless the user reads Hindi (decision 2090). */
export type PrintLanguage = Language;
export const PRINT_LANGUAGES: readonly PrintLanguage[] = ['en', 'hi'];

/** Values put in a word's `{name}` places. */
export type WordValues = Readonly<Record<string, string | number>>;

/** Says an English print word in the print's language, `{name}` places filled; a text it does not know as given. */
export type Say = (english: string, values?: WordValues) => string;

/**
 * The words only a print says (its blocks, its table heads with their units, its copies and footer, a file's
 * filter line), and the
 * one whose print word differs from the screen's: a sum of the lines, not "lines".
 */
export const PRINT_WORDS: Readonly<Record<string, string>> = {
  Seller: 'विक्रेता',
  Buyer: 'क्रेता',
  '{value} of {date}': '{value} दिनांक {date}',
  'Draft (not numbered yet)': 'ड्राफ़्ट (अभी संख्या नहीं मिली)',
  '(draft)': '(ड्राफ़्ट)',
  'Amount in Words': 'राशि शब्दों में',
  'Bank Details for Payment': 'भुगतान हेतु बैंक विवरण',
  'Account No.': 'खाता सं.',
  'Terms and Conditions': 'नियम और शर्तें',
  Signature: 'हस्ताक्षर',
  'For {name}': 'कृते {name}',
  'Authorised Signatory': 'अधिकृत हस्ताक्षरकर्ता',
  'Ack No.': 'पावती सं.',
  'Ack Date': 'पावती तिथि',
  'Gross Wt (kg)': 'सकल भार (किग्रा)',
  'Net Wt (kg)': 'शुद्ध भार (किग्रा)',
  'Rate (₹)': 'दर (₹)',
  'Disc.': 'छूट',
  'Taxable (₹)': 'कर योग्य (₹)',
  'Total (₹)': 'कुल (₹)',
  'Taxable Value (₹)': 'कर योग्य मूल्य (₹)',
  'Total Tax (₹)': 'कुल कर (₹)',
  Lines: 'पंक्तियों का योग',
  'Lot {lot}': 'लॉट {lot}',
  'Parcel {parcel}': 'पार्सल {parcel}',
  'Roll {roll}': 'रोल {roll}',
  'No lot': 'लॉट नहीं',
  Original: 'मूल प्रति',
  Duplicate: 'द्वितीय प्रति',
  Triplicate: 'तृतीय प्रति',
  Quadruplicate: 'चतुर्थ प्रति',
  'Copy {number}': 'प्रति {number}',
  'Page {page} of {count}': 'पृष्ठ {page} / {count}',
  'Page {page}': 'पृष्ठ {page}',
  '{count} row': '{count} पंक्ति',
  '{count} rows': '{count} पंक्तियाँ',
  'Search: {q}': 'खोज: {q}',
  'Filtered by {fields}': '{fields} के अनुसार छाँटा गया',
  'From {date}': '{date} से',
  'To {date}': '{date} तक',
  'Held stock': 'रोका गया स्टॉक',
  'Available stock': 'उपलब्ध स्टॉक',
  // Rule 46's endorsements (decision 2213): our Hindi of the rule's words, which the domain keeps in English.
  [RULE_46_ENDORSEMENTS.withTax]:
    'निर्यात के लिए आपूर्ति/प्राधिकृत संक्रियाओं के लिए एसईज़ेड इकाई या एसईज़ेड डेवलपर को आपूर्ति, एकीकृत कर (IGST) के भुगतान पर',
  [RULE_46_ENDORSEMENTS.withoutTax]:
    'निर्यात के लिए आपूर्ति/प्राधिकृत संक्रियाओं के लिए एसईज़ेड इकाई या एसईज़ेड डेवलपर को आपूर्ति, बॉन्ड या वचन-पत्र (LUT) के अधीन, एकीकृत कर (IGST) के भुगतान के बिना',
};

/** The app's Hindi, read once from the app's own bundle: its key is the English text, `{{name}}` its places. */
let appHindi: Readonly<Record<string, string>> | undefined;
export const appHindiWords = (): Readonly<Record<string, string>> =>
  (appHindi ??= JSON.parse(
    readFileSync(join(REPO_ROOT, 'apps/erp/public/assets/i18n/hi.json'), 'utf8'),
  ) as Record<string, string>);

/** A print word's Hindi: the print's own, else the app's (its places written as the print's); none if neither. */
export function hindiOf(english: string): string | undefined {
  const own = PRINT_WORDS[english];
  if (own !== undefined) return own;
  const app = appHindiWords()[translationKey(english.replace(/\{(\w+)\}/g, '{{$1}}'))];
  return app?.replace(/\{\{(\w+)\}\}/g, '{$1}');
}

const filled = (text: string, values: WordValues = {}): string =>
  text.replace(/\{(\w+)\}/g, (place, name: string) => (name in values ? String(values[name]) : place));

/** How a print in `language` says its words. */
export const sayIn =
  (language: PrintLanguage): Say =>
  (english, values) =>
    filled(language === 'hi' ? (hindiOf(english) ?? english) : english, values);

/**
 * The language a call asks its print in (decision 2090): the app sends the language its user reads as
 * `Accept-Language` on every call. The most preferred language we print in, by its primary tag and weight
 * (`hi-IN;q=0.9`); English when the call names none of ours.
 */
export function printLanguageOf(acceptLanguage: string | undefined): PrintLanguage {
  const asked = (acceptLanguage ?? '')
    .split(',')
    .map((range) => {
      const [tag = '', ...parameters] = range.trim().split(';');
      const weight = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { primary: tag.split('-')[0]?.toLowerCase() ?? '', weight: weight ? Number(weight) : 1 };
    })
    .filter((range) => range.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  return PRINT_LANGUAGES.find((language) => language === asked.find(ofOurs)?.primary) ?? 'en';
}

const ofOurs = (range: { primary: string }): boolean =>
  PRINT_LANGUAGES.some((language) => language === range.primary);
