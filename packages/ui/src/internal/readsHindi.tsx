import type { Decorator } from '@storybook/react-vite';
import { UiTextProvider } from '../text/UiText.tsx';

/** A story as a user who reads Hindi sees it: the components know the language shown (issue 42). */
export const readsHindi: Decorator = (Story) => (
  <UiTextProvider translate={(text) => text} language="hi">
    <Story />
  </UiTextProvider>
);
