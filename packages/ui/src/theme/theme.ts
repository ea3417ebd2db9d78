export interface ThemeChoices {
  accent: string;
  mode?: 'light' | 'dark';
}

export interface Theme {
  mode: 'light' | 'dark';
  color: {
    accent: string;
    onAccent: string;
    background: string;
    surface: string;
    text: string;
    textMuted: string;
    border: string;
    danger: string;
  };
  font: { family: string; size: { sm: string; md: string; lg: string; xl: string } };
  space: (n: number) => string;
  radius: { sm: string; md: string };
}

/** A brand is a handful of choices; this expands them into the whole token set. */
export function buildTheme({ accent, mode = 'light' }: ThemeChoices): Theme {
  const dark = mode === 'dark';
  return {
    mode,
    color: {
      accent,
      onAccent: '#ffffff',
      background: dark ? '#12151a' : '#f4f6f9',
      surface: dark ? '#1c2129' : '#ffffff',
      text: dark ? '#e8ecf1' : '#1d2430',
      textMuted: dark ? '#a9b3c1' : '#556070',
      border: dark ? '#38414e' : '#c9d1dc',
      danger: dark ? '#ff8a80' : '#b3261e',
    },
    font: {
      family: "'Liberation Sans', Arial, sans-serif",
      size: { sm: '0.8125rem', md: '0.9375rem', lg: '1.125rem', xl: '1.5rem' },
    },
    space: (n) => `${n * 4}px`,
    radius: { sm: '4px', md: '8px' },
  };
}
