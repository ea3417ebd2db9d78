export {
  fillPlaceholders,
  UiTextProvider,
  useUiMessage,
  useUiText,
  type PluralForms,
  type TextValues,
  type Translate,
  type TranslateMessage,
} from './UiText.tsx';
