import i18next from 'i18next';
import { DEFAULT_LANGUAGE, translationKey } from '@erp/domain';
import type { Api } from '@erp/api';

/** Translates a text key (spec §5); a new function each time translations arrive, so screens re-render. */
export interface Translator {
  translate(key: string): string;
  subscribe(listener: () => void): () => void;
}

/**
 * i18next, started empty so that no screen waits for a file; the translations of
 * `assets/i18n/{lang}.json` are added when they arrive (spec §7), and on failure stay empty (spec §8).
 * Spec §5: the key trimmed and upper-cased is looked up; without a translation the key itself shows.
 */
export function createTranslator(api: Api, lang: string = DEFAULT_LANGUAGE): Translator {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: {} } },
    keySeparator: false,
    nsSeparator: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const listeners = new Set<() => void>();
  const translator: Translator = {
    translate: (key) => instance.t(translationKey(key), { defaultValue: key }),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  api.config.getTranslations(lang).subscribe((translations) => {
    instance.addResourceBundle(lang, 'translation', translations, true, true);
    translator.translate = (key) => instance.t(translationKey(key), { defaultValue: key });
    listeners.forEach((listener) => listener());
  });
  return translator;
}
