import { createContext, use, type ReactNode } from 'react';

/** Values put into a text's `{{name}}` placeholders. */
export type TextValues = Readonly<Record<string, string | number>>;

/**
 * Turns an English text (the translation key, decision 0520) into the text shown, with its
 * placeholders filled. The app passes its translator; without one the English text shows.
 */
export type Translate = (text: string, values?: TextValues) => string;

/** Fills `{{name}}` placeholders; a placeholder without a value stays as written. */
export function fillPlaceholders(text: string, values?: TextValues): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

/** Turns a message that comes as data (a refusal of the server or of a field's rules) into the text shown. */
export type TranslateMessage = (message: string) => string;

const UiTextContext = createContext<Translate>(fillPlaceholders);
const UiMessageContext = createContext<TranslateMessage>((message) => message);

/**
 * Gives the components below the app's translation of their own texts (buttons, names, empty states)
 * and of the messages they are given (field errors), which are data: English as composed.
 */
export function UiTextProvider({
  translate,
  translateMessage,
  children,
}: {
  translate: Translate;
  translateMessage?: TranslateMessage;
  children: ReactNode;
}) {
  const inner = <UiTextContext value={translate}>{children}</UiTextContext>;
  return translateMessage ? <UiMessageContext value={translateMessage}>{inner}</UiMessageContext> : inner;
}

/** The translation of a component's own texts: English until an app provides its translator. */
export function useUiText(): Translate {
  return use(UiTextContext);
}

/** The translation of a message given as data (a field's error): itself until an app provides one. */
export function useUiMessage(): TranslateMessage {
  return use(UiMessageContext);
}
