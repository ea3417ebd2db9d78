/** The light or dark theme a screen shows. */
export type Appearance = 'light' | 'dark';

/** What a user chooses (decision 0518): follow the system's setting, or always light, or always dark. */
export const APPEARANCE_CHOICES = ['system', 'light', 'dark'] as const;
export type AppearanceChoice = (typeof APPEARANCE_CHOICES)[number];

/** The name of the appearance among a user's display choices kept in the browser. */
export const APPEARANCE_PREFERENCE = 'appearance';

/** A stored choice read back: anything unknown (or nothing) follows the system. */
export function appearanceChoice(stored: string | null | undefined): AppearanceChoice {
  return APPEARANCE_CHOICES.find((choice) => choice === stored) ?? 'system';
}

/** The theme shown: the user's choice, or the system's (`prefers-color-scheme: dark`) when they follow it. */
export function resolveAppearance(choice: AppearanceChoice, systemPrefersDark: boolean): Appearance {
  if (choice !== 'system') return choice;
  return systemPrefersDark ? 'dark' : 'light';
}
