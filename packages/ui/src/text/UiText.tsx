import { DEFAULT_LANGUAGE } from '@erp/domain';
import { createContext, use, type ReactNode } from 'react';

/** Values put into a text's `{{name}}` placeholders. */
export type TextValues = Readonly<Record<string, string | number>>;

/**
 * A text that counts (issue 42): its English form for a count of one, i18next's `_one` key of the text,
 * which is the form for any other count ("{{count}} entries", one: "{{count}} entry"). The `count` value
 * picks the form by the shown language's plural rules.
 */
export interface PluralForms {
  one: string;
}

/**
 * Turns an English text (the translation key, decision 0520) into the text shown, with its
 * placeholders filled, in the form its `count` calls for when it has `forms`. The app passes its
 * translator; without one the English text shows.
 */
export type Translate = (text: string, values?: TextValues, forms?: PluralForms) => string;

/** The English text: its form for `count`, its `{{name}}` placeholders filled (one without a value stays). */
export function fillPlaceholders(text: string, values?: TextValues, forms?: PluralForms): string {
  if (!values) return text;
  if (forms && values['count'] === 1) return fillPlaceholders(forms.one, values);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

/** Turns a message that comes as data (a refusal of the server or of a field's rules) into the text shown. */
export type TranslateMessage = (message: string) => string;

const UiTextContext = createContext<Translate>(fillPlaceholders);
const UiMessageContext = createContext<TranslateMessage>((message) => message);
const UiLanguageContext = createContext<string>(DEFAULT_LANGUAGE);

/**
 * Gives the components below the app's translation of their own texts (buttons, names, empty states)
 * and of the messages they are given (field errors), which are data: English as composed.
 */
export function UiTextProvider({
  translate,
  translateMessage,
  language,
  children,
}: {
  translate: Translate;
  translateMessage?: TranslateMessage;
  /** The language shown ('en', 'hi'): what the components write themselves, an amount in words, is in it. */
  language?: string;
  children: ReactNode;
}) {
  // The same three providers whatever is given, so that what is given arriving later (the language, once
  // the app's services are there) never remounts the screen below: the login's typed name stays.
  const outerMessage = use(UiMessageContext);
  const outerLanguage = use(UiLanguageContext);
  return (
    <UiLanguageContext value={language ?? outerLanguage}>
      <UiMessageContext value={translateMessage ?? outerMessage}>
        <UiTextContext value={translate}>{children}</UiTextContext>
      </UiMessageContext>
    </UiLanguageContext>
  );
}

/** The translation of a component's own texts: English until an app provides its translator. */
export function useUiText(): Translate {
  return use(UiTextContext);
}

/** The translation of a message given as data (a field's error): itself until an app provides one. */
export function useUiMessage(): TranslateMessage {
  return use(UiMessageContext);
}

/** The language shown ('en', 'hi'): English until an app provides it. */
export function useUiLanguage(): string {
  return use(UiLanguageContext);
}
