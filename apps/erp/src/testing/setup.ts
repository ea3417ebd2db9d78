import { afterEach, expect } from 'vitest';
import { unmountRendered } from './render.tsx';
import { missingTexts } from './services.ts';

afterEach(unmountRendered);

// Decision 0521: a screen that shows an app text missing from the shown language's bundle fails its test.
afterEach(() => {
  const missing = missingTexts.splice(0);
  expect(missing, 'texts missing from public/assets/i18n').toEqual([]);
});
