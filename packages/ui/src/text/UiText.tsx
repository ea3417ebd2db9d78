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

const UiTextContext = createContext<Translate>(fillPlaceholders);

/** Gives the components below the app's translation of their own texts (buttons, names, empty states). */
export function UiTextProvider({ translate, children }: { translate: Translate; children: ReactNode }) {
  return <UiTextContext value={translate}>{children}</UiTextContext>;
}

/** The translation of a component's own texts: English until an app provides its translator. */
export function useUiText(): Translate {
  return use(UiTextContext);
}
