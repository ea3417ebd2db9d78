import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { BRANDS, DEFAULT_BRAND } from '@erp/domain';
import { ICON_SIZES, iconSvg, manifestOf } from '../../pwa/brandAssets.ts';

const PUBLIC = join(import.meta.dirname, '../../public');

describe("each brand's installed app (issue 58: a web manifest per brand, icons from its logo)", () => {
  it.each(BRANDS)(
    '$keyword: its name, short name, theme colour, standalone, its start and icons',
    (brand) => {
      const manifest = manifestOf(brand);
      expect(manifest).toMatchObject({
        name: brand.title,
        short_name: brand.shortName,
        display: 'standalone',
        theme_color: brand.theme.accent,
        scope: '../../../',
      });
      // The start opens the app under its brand (decision 0501): a partner's keyword in the address.
      expect(manifest['start_url']).toBe(
        brand === DEFAULT_BRAND ? '../../../' : `../../../?partner=${brand.keyword}`,
      );
      expect(manifest['icons']).toEqual(
        ICON_SIZES.flatMap((size) => [
          { src: `icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
          { src: `maskable-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' },
        ]),
      );
    },
  );

  it.each(BRANDS)(
    '$keyword: icons drawn from its side logo at their size; the maskable one on its accent, the logo in the safe zone',
    (brand) => {
      const logo = readFileSync(join(PUBLIC, brand.sideLogo), 'utf8');
      for (const size of ICON_SIZES) {
        const plain = new Resvg(iconSvg(logo, size, brand.theme.accent, false), {
          fitTo: { mode: 'width', value: size },
        }).render();
        expect([plain.width, plain.height]).toEqual([size, size]);
        const maskable = new Resvg(iconSvg(logo, size, brand.theme.accent, true), {
          fitTo: { mode: 'width', value: size },
        }).render();
        expect([maskable.width, maskable.height]).toEqual([size, size]);
        // A corner of the maskable icon is the accent, which a phone's cut may show; the logo keeps clear of it.
        const [r, g, b] = [...maskable.pixels.subarray(0, 3)];
        const accent = brand.theme.accent
          .slice(1)
          .match(/../g)!
          .map((hex) => parseInt(hex, 16));
        expect([r, g, b]).toEqual(accent);
      }
    },
  );
});
