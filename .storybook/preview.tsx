import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeProvider } from 'styled-components';
import {
  GlobalStyle,
  loadShippedFonts,
  THEME_BRANDS,
  themeForKeyword,
} from '../packages/ui/src/theme/index.ts';

// Every story under every brand, light or dark: two toolbar menus, read by one decorator.
const withBrandTheme: Decorator = (Story, context) => {
  const theme = themeForKeyword(
    context.globals['brand'],
    context.globals['appearance'] === 'dark' ? 'dark' : 'light',
  );
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Story />
    </ThemeProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Partner brand',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: THEME_BRANDS.map((b) => ({ value: b.keyword, title: b.title })),
        dynamicTitle: true,
      },
    },
    appearance: {
      description: 'Light or dark',
      toolbar: {
        title: 'Appearance',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'default', appearance: 'light' },
  parameters: {
    // A story with an accessibility violation fails its test.
    a11y: { test: 'error' },
    layout: 'padded',
    backgrounds: { disable: true },
  },
  decorators: [withBrandTheme],
  // A story is drawn, and its play function measures, in the shipped fonts, never a fallback (decision 2085).
  loaders: [loadShippedFonts],
};
export default preview;
