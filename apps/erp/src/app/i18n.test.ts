import { describe, expect, it, vi } from 'vitest';
import { Subject } from 'rxjs';
import type { Translations } from '@erp/api';
import { testServices } from '../testing/services.ts';
import { DOCUMENTS, MODULES, PHRASES, enteredTwice, say, translationKey } from '@erp/domain';
import en from '../../public/assets/i18n/en.json';
import hi from '../../public/assets/i18n/hi.json';
import { createTranslator, type TranslatorOptions } from './i18n.ts';

function translatorWith(reply: Subject<Translations>, options?: TranslatorOptions) {
  const { api } = testServices().services;
  api.config.getTranslations = vi.fn(() => reply.asObservable());
  return { translator: createTranslator(api, options), getTranslations: api.config.getTranslations };
}

describe('createTranslator (spec §5, §7, §8)', () => {
  it('reads assets/i18n/en.json by default; a key is looked up trimmed and upper-cased, else shows itself', () => {
    const reply = new Subject<Translations>();
    const { translator, getTranslations } = translatorWith(reply);
    expect(getTranslations).toHaveBeenCalledWith('en');
    expect(translator.translate('Save')).toBe('Save');
    const listener = vi.fn();
    translator.subscribe(listener);
    reply.next({ SAVE: 'Sauvegarder', 'ADD NEW': 'Ajouter' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(translator.translate(' save ')).toBe('Sauvegarder');
    expect(translator.translate('Add New')).toBe('Ajouter');
    expect(translator.translate('Refresh')).toBe('Refresh');
  });

  it('a failed load leaves translations empty: every text shows itself', () => {
    const reply = new Subject<Translations>();
    const { translator } = translatorWith(reply);
    // The API's getTranslations turns a failure into {} (spec §8).
    reply.next({});
    expect(translator.translate('Staff')).toBe('Staff');
  });

  it('fills {{placeholders}} in the translation, or in the English text without one', () => {
    const reply = new Subject<Translations>();
    const { translator } = translatorWith(reply);
    reply.next({ 'ADD {{TITLE}}': '{{title}} जोड़ें' });
    expect(translator.translate('Add {{title}}', { title: 'वस्तु' })).toBe('वस्तु जोड़ें');
    expect(translator.translate('Edit {{title}}', { title: 'Item' })).toBe('Edit Item');
  });
});

describe('issue 42 "1 entries": a text that counts takes its plural form (i18next\'s plural keys)', () => {
  const text = '{{count}} entries';
  const forms = { one: '{{count}} entry' };
  const cases: [string, string, Translations, [number, string][]][] = [
    [
      'English without a bundle: the forms given',
      'en',
      {},
      [
        [1, '1 entry'],
        [0, '0 entries'],
        [2, '2 entries'],
      ],
    ],
    [
      "English: the bundle's KEY_one beside KEY",
      'en',
      { '{{COUNT}} ENTRIES': '{{count}} entries', '{{COUNT}} ENTRIES_one': '{{count}} entry' },
      [
        [1, '1 entry'],
        [0, '0 entries'],
        [21, '21 entries'],
      ],
    ],
    [
      'Hindi: its own rules (one for 0 and 1)',
      'hi',
      { '{{COUNT}} ENTRIES': '{{count}} प्रविष्टियाँ', '{{COUNT}} ENTRIES_one': '{{count}} प्रविष्टि' },
      [
        [1, '1 प्रविष्टि'],
        [0, '0 प्रविष्टि'],
        [2, '2 प्रविष्टियाँ'],
      ],
    ],
  ];
  it.each(cases)('%s', (_, language, bundle, counts) => {
    const { translator } = translatorWith(new Subject<Translations>(), {
      language,
      bundles: { [language]: bundle },
    });
    for (const [count, shown] of counts) expect(translator.translate(text, { count }, forms)).toBe(shown);
  });
});

describe("the user's language (decision 0522)", () => {
  it('shows a language once its bundle arrives, at once, and <html lang> follows', () => {
    const replies = { en: new Subject<Translations>(), hi: new Subject<Translations>() };
    const { api } = testServices().services;
    const getTranslations = vi.fn((lang = 'en') => replies[lang as 'en' | 'hi'].asObservable());
    api.config.getTranslations = getTranslations;
    const translator = createTranslator(api);
    replies.en.next({ SAVE: 'Save' });
    expect(document.documentElement.lang).toBe('en');
    const listener = vi.fn();
    translator.subscribe(listener);
    translator.setLanguage('hi');
    expect(getTranslations).toHaveBeenLastCalledWith('hi');
    expect(translator.language).toBe('en');
    replies.hi.next({ SAVE: 'सहेजें' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect([translator.language, document.documentElement.lang]).toEqual(['hi', 'hi']);
    expect(translator.translate('Save')).toBe('सहेजें');
    translator.setLanguage('en');
    expect(getTranslations).toHaveBeenCalledTimes(2);
    expect([translator.translate('Save'), document.documentElement.lang]).toEqual(['Save', 'en']);
  });

  it('a language asked for again while its bundle is on its way is fetched once', () => {
    const reply = new Subject<Translations>();
    const { translator, getTranslations } = translatorWith(reply, { bundles: { en: {} } });
    translator.setLanguage('hi');
    translator.setLanguage('hi');
    expect(getTranslations).toHaveBeenCalledTimes(1);
    reply.next({ SAVE: 'सहेजें' });
    expect(translator.translate('Save')).toBe('सहेजें');
  });

  it('a language chosen while another is on its way wins', () => {
    const reply = new Subject<Translations>();
    const { translator } = translatorWith(reply, { bundles: { en: { SAVE: 'Save' } } });
    translator.setLanguage('hi');
    translator.setLanguage('en');
    reply.next({ SAVE: 'सहेजें' });
    expect([translator.language, translator.translate('Save')]).toEqual(['en', 'Save']);
  });
});

describe('missing texts (decision 0521)', () => {
  it('an app text the shown bundle lacks is reported; a text that comes as data is not', () => {
    const onMissing = vi.fn();
    const { translator } = translatorWith(new Subject<Translations>(), {
      bundles: { en: { SAVE: 'Save' } },
      onMissing,
    });
    expect(translator.translate('Save')).toBe('Save');
    expect(translator.translateText('Unit saved.')).toBe('Unit saved.');
    expect(onMissing).not.toHaveBeenCalled();
    expect(translator.translate('Sav')).toBe('Sav');
    expect(onMissing).toHaveBeenCalledWith('SAV', 'en');
  });
});

describe('composed messages (decision 0524)', () => {
  const hindi: Translations = {
    NAME: 'नाम',
    'UNIT OF MEASURE': 'माप की इकाई',
    'THIS FIELD IS REQUIRED': 'यह फ़ील्ड आवश्यक है',
    '{{LABEL}} IS REQUIRED': '{{label}} आवश्यक है',
    '{{LABEL}} MUST BE AT MOST {{MAX}} CHARACTERS': '{{label}} में अधिकतम {{max}} अक्षर हो सकते हैं',
    '{{LABEL}} SAVED SUCCESSFULLY': '{{label}} सफलतापूर्वक सहेजा गया',
    'ROW {{ROW}}: {{MESSAGE}}': 'पंक्ति {{row}}: {{message}}',
  };

  it.each([
    ['Name must be at most 100 characters', 'नाम में अधिकतम 100 अक्षर हो सकते हैं'],
    ['Unit of Measure Saved Successfully', 'माप की इकाई सफलतापूर्वक सहेजा गया'],
    // A label the bundle does not know stays as the admin typed it, inside the translated sentence.
    ['Colour code is required', 'Colour code आवश्यक है'],
    // A message with its own translation is not read as a phrase ('This field' + 'is required').
    ['This field is required', 'यह फ़ील्ड आवश्यक है'],
    ['Unit saved.', 'Unit saved.'],
    // A bulk save's refusal names the row, and holds the field's own message.
    ['Row 3: Name is required', 'पंक्ति 3: नाम आवश्यक है'],
  ])('the server\'s "%s" shows in Hindi as "%s"', (message, shown) => {
    const { translator } = translatorWith(new Subject<Translations>(), {
      language: 'hi',
      bundles: { hi: hindi },
    });
    expect(translator.translateText(message)).toBe(shown);
  });

  it("the daily entry's shift entered twice, composed on the server, reads in Hindi with its shift translated", () => {
    const { translator } = translatorWith(new Subject<Translations>(), {
      language: 'hi',
      bundles: { hi },
    });
    const message = enteredTwice('Circular Loom 1', 'Shift B (8 h)', '2026-10-20', 'DP/2026-27/00001');
    expect(translator.translateText(message)).toBe(
      'Circular Loom 1 की 2026-10-20 की शिफ्ट B (8 घं.) DP/2026-27/00001 पर पहले से दर्ज है: पाली दोबारा दर्ज करने के बजाय उसी प्रविष्टि में संशोधन करें।',
    );
  });
});

// Issue 56: "lab Test LT/… Submitted Successfully": a toast naming a document or a master shows its name whole.
describe("every document's and master's toasts in the reader's language", () => {
  const english = translatorWith(new Subject<Translations>(), { language: 'en', bundles: { en } }).translator;
  const hindi = translatorWith(new Subject<Translations>(), { language: 'hi', bundles: { hi } }).translator;
  const hindiOf: Readonly<Record<string, string>> = hi;
  const toasts = [
    ...Object.values(DOCUMENTS).flatMap((def) =>
      [PHRASES.documentSubmitted, PHRASES.documentCancelled, PHRASES.documentCompleted].map((template) => ({
        label: def.label,
        message: say(template, { label: def.label, number: `${def.series}/2026-27/00001` }),
      })),
    ),
    ...[...Object.values(DOCUMENTS), ...MODULES].flatMap((def) =>
      [PHRASES.saved, PHRASES.updated, PHRASES.deleted].map((template) => ({
        label: def.label,
        message: say(template, { label: def.label }),
      })),
    ),
  ];
  it.each(toasts)(
    '"$message" reads as itself in English and names its whole name in Hindi',
    ({ label, message }) => {
      expect(english.translateText(message)).toBe(message);
      const name = hindiOf[translationKey(label)];
      if (name !== undefined) expect(hindi.translateText(message)).toContain(name);
    },
  );
});
