export { fillPlaceholders, UiTextProvider, useUiText, type TextValues, type Translate } from './UiText.tsx';
