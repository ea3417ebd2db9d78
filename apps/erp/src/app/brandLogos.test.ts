import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { BRANDS } from '@erp/domain';
import { describe, expect, it } from 'vitest';

// Decision 2146: a logo is shown as an image, and an image cannot use the fonts the app ships (decision 2085):
// text in it would be drawn in a font of the machine, so a brand's logos give their letters as paths.
describe('a brand logo', () => {
  for (const brand of BRANDS) {
    for (const path of [brand.logo, brand.sideLogo]) {
      it(`${path} draws ${brand.title}'s letters as paths, not as text`, () => {
        const svg = new DOMParser().parseFromString(
          readFileSync(resolve(import.meta.dirname, '../../public', path), 'utf8'),
          'image/svg+xml',
        );
        expect(svg.documentElement.getAttribute('aria-label')).toBe(brand.title);
        expect([...svg.querySelectorAll('text')].map((text) => text.textContent)).toEqual([]);
        expect(svg.querySelectorAll('path[fill]').length).toBeGreaterThan(0);
      });
    }
  }
});
