export {
  fillPlaceholders,
  UiTextProvider,
  useUiLanguage,
  useUiMessage,
  useUiText,
  type PluralForms,
  type TextValues,
  type Translate,
  type TranslateMessage,
} from './UiText.tsx';
