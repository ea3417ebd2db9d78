import type { Preview } from '@storybook/react-vite';
import { ThemeProvider } from 'styled-components';
import { buildTheme } from '../packages/ui/src/theme/index.ts';

const preview: Preview = {
  parameters: {
    // A story with an accessibility violation fails its test.
    a11y: { test: 'error' },
    layout: 'padded',
  },
  decorators: [
    (Story) => (
      <ThemeProvider theme={buildTheme({ accent: '#0b5cad' })}>
        <Story />
      </ThemeProvider>
    ),
  ],
};
export default preview;
