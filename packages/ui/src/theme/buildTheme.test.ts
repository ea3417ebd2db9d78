import { describe, expect, it } from 'vitest';
import { contrast } from './color.ts';
import { THEMES } from './themes.ts';

// WCAG 2.1 AA: 4.5:1 for text, 3:1 for the boundaries of controls and for focus indicators.
const TEXT_PAIRS = [
  ['text', 'surface'],
  ['text', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'background'],
  ['textMuted', 'surfaceSunken'],
  ['accentText', 'surface'],
  ['accentText', 'accentSubtle'],
  ['onAccent', 'accent'],
  ['onTopBar', 'topBar'],
  ['onSidebar', 'sidebar'],
  ['sidebarMuted', 'sidebar'],
  ['danger', 'surface'],
] as const;

describe('every brand theme, light and dark, reads well (WCAG AA)', () => {
  for (const theme of Object.values(THEMES)) {
    describe(theme.name, () => {
      it.each(TEXT_PAIRS)('%s on %s is at least 4.5:1', (fg, bg) => {
        expect(contrast(theme.color[fg], theme.color[bg])).toBeGreaterThanOrEqual(4.5);
      });
      it('status text is at least 4.5:1 on the surface and on its own tint', () => {
        for (const status of Object.values(theme.color.status)) {
          expect(contrast(status.text, theme.color.surface)).toBeGreaterThanOrEqual(4.5);
          expect(contrast(status.text, status.subtle)).toBeGreaterThanOrEqual(4.5);
          expect(contrast(status.onSolid, status.solid)).toBeGreaterThanOrEqual(4.5);
        }
      });
      it('input borders and the focus ring are at least 3:1', () => {
        expect(contrast(theme.color.borderStrong, theme.color.surface)).toBeGreaterThanOrEqual(3);
        expect(contrast(theme.color.focusRing, theme.color.background)).toBeGreaterThanOrEqual(3);
      });
    });
  }

  it('there is a theme for the default brand, six partners and the dark default', () => {
    expect(Object.keys(THEMES)).toHaveLength(8);
    expect(THEMES['default-dark']?.appearance).toBe('dark');
  });
});
