export {
  fillPlaceholders,
  UiTextProvider,
  useUiMessage,
  useUiText,
  type TextValues,
  type Translate,
  type TranslateMessage,
} from './UiText.tsx';
