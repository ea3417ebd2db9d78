import i18next from 'i18next';
import { DEFAULT_LANGUAGE, readPhrase, translationKey } from '@erp/domain';
import type { Api, Translations } from '@erp/api';
import type { PluralForms, TextValues, Translate } from '@erp/ui';

/** The languages a user can choose (decision 0522), each named in itself. */
export const LANGUAGES: readonly { code: string; name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'hi', name: 'हिन्दी' },
];

/**
 * Translates the app's texts (spec §5); its functions are new each time the translations or the
 * language change, so that screens re-render.
 */
export interface Translator {
  /** The language shown (its bundle has arrived). */
  readonly language: string;
  /** A text of the app: its English text is the key (decision 0520); `{{name}}` placeholders are filled. */
  translate: Translate;
  /** A text that comes as data (a server's message, a label an admin typed): translated when known. */
  translateText: (text: string) => string;
  /** Shows `language` once its bundle has arrived; `<html lang>` follows. */
  setLanguage(language: string): void;
  subscribe(listener: () => void): () => void;
}

export interface TranslatorOptions {
  language?: string;
  /** Bundles at hand, not fetched (tests). */
  bundles?: Readonly<Record<string, Translations>>;
  /** Told of every app text the shown bundle lacks (tests fail on it: decision 0521). */
  onMissing?: (key: string, language: string) => void;
}

/** The option `translateText` marks its look-ups with: data need not be in the bundle. */
const AS_DATA = 'erpTextAsData';

/**
 * i18next, started empty so that no screen waits for a file; the translations of
 * `assets/i18n/{lang}.json` are added when they arrive (spec §7), and on failure stay empty (spec §8).
 * Spec §5: the key trimmed and upper-cased is looked up; without a translation the key itself shows.
 */
export function createTranslator(api: Api, options: TranslatorOptions = {}): Translator {
  const { bundles = {}, onMissing } = options;
  let language = options.language ?? DEFAULT_LANGUAGE;
  let requested = language;
  const loading = new Set<string>();
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: Object.fromEntries(
      Object.entries(bundles).map(([language, translation]) => [language, { translation }]),
    ),
    keySeparator: false,
    nsSeparator: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    saveMissing: onMissing !== undefined,
    missingKeyHandler: (_languages, _namespace, key, _fallback, _update, lookup: Record<string, unknown>) => {
      if (lookup[AS_DATA] !== true) onMissing?.(key, language);
    },
  });
  const listeners = new Set<() => void>();
  // A text with plural forms is looked up by i18next's plural keys, `KEY_one` beside `KEY` (the other form).
  const lookup = (
    text: string,
    values: TextValues | undefined,
    asData: boolean,
    forms?: PluralForms,
  ): string =>
    text.trim() === ''
      ? text
      : instance.t(translationKey(text), {
          ...values,
          lng: language,
          defaultValue: text,
          ...(forms ? { defaultValue_one: forms.one } : {}),
          [AS_DATA]: asData,
        });
  /**
   * A text that comes as data: its own translation when the bundle has one (the spec's fixed messages);
   * else, when it is a composed message ('Name must be at most 100 characters'), its template's
   * translation with the values put in, each value (a field's label, a row's message) translated too
   * (decision 0524).
   */
  const translateData = (text: string): string => {
    const phrase = instance.exists(translationKey(text), { lng: language }) ? undefined : readPhrase(text);
    if (!phrase) return lookup(text, undefined, true);
    const values = Object.fromEntries(
      Object.entries(phrase.values).map(([name, value]) => [name, translateData(value)]),
    );
    return lookup(phrase.template, values, false);
  };
  const translator: Translator = {
    get language() {
      return language;
    },
    translate: (text, values, forms) => lookup(text, values, false, forms),
    translateText: translateData,
    setLanguage: (next) => {
      requested = next;
      if (instance.hasResourceBundle(next, 'translation')) show(next);
      else load(next);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  function show(next: string): void {
    if (next !== requested) return;
    language = next;
    document.documentElement.lang = next;
    translator.translate = (text, values, forms) => lookup(text, values, false, forms);
    translator.translateText = (text) => translateData(text);
    listeners.forEach((listener) => listener());
  }
  function load(next: string): void {
    if (loading.has(next)) return;
    loading.add(next);
    api.config.getTranslations(next).subscribe((translations) => {
      loading.delete(next);
      instance.addResourceBundle(next, 'translation', translations, true, true);
      show(next);
    });
  }
  translator.setLanguage(language);
  return translator;
}
