import { describe, expect, it } from 'vitest';
import { APPEARANCE_CHOICES, appearanceChoice, resolveAppearance } from './appearance.ts';

describe('dark mode (issue 14: "give the user the switch (follows the system by default)"; decision 0518)', () => {
  it('offers System, Light and Dark', () => {
    expect(APPEARANCE_CHOICES).toEqual(['system', 'light', 'dark']);
  });

  it.each([
    ['dark', 'dark'],
    ['light', 'light'],
    ['system', 'system'],
    [null, 'system'],
    [undefined, 'system'],
    ['Dark', 'system'],
    ['sepia', 'system'],
  ] as const)('the stored choice %j reads as %s', (stored, choice) => {
    expect(appearanceChoice(stored)).toBe(choice);
  });

  it.each([
    ['system', false, 'light'],
    ['system', true, 'dark'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
  ] as const)('%s with the system preferring dark: %s shows %s', (choice, systemDark, shown) => {
    expect(resolveAppearance(choice, systemDark)).toBe(shown);
  });
});
