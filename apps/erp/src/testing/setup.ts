import { afterEach, beforeAll, expect } from 'vitest';
import { unmountRendered } from './render.tsx';
import { missingTexts } from './services.ts';

afterEach(unmountRendered);

// Each file starts as a page of its own would (decision 0005: the files share a window): at the root address,
// the address changes the file before made delivered first, with nothing stored.
beforeAll(async () => {
  window.location.hash = '';
  await new Promise((resolve) => setTimeout(resolve, 20));
  localStorage.clear();
  sessionStorage.clear();
});

// Decision 0521: a screen that shows an app text missing from the shown language's bundle fails its test.
afterEach(() => {
  const missing = missingTexts.splice(0);
  expect(missing, 'texts missing from public/assets/i18n').toEqual([]);
});
