import { createGlobalStyle } from 'styled-components';

/** Page-wide basics from the tokens: background, text colour, the shipped font, box sizing, reduced motion. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    color-scheme: ${({ theme }) => theme.appearance};
  }
  /* Browsers give form controls a font of the machine: every control writes in the shipped fonts. */
  button, input, select, textarea { font-family: inherit; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 1ms !important; transition-duration: 1ms !important; }
  }
`;
