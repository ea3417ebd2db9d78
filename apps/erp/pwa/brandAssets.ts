import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { Plugin } from 'vite';
import { BRANDS, DEFAULT_BRAND, type Brand } from '@erp/domain';

/** The sizes a phone asks of an installed app's icon (issue 58): 192 and 512 px, each also maskable. */
export const ICON_SIZES = [192, 512] as const;

/** Where a brand's manifest and icons are, beside its logos. */
export const brandFolder = (brand: Pick<Brand, 'keyword'>): string => `assets/brands/${brand.keyword}`;

/**
 * A maskable icon's logo fits the safe zone, the middle circle of 80% of the icon, whatever shape the phone
 * cuts: a square fits a circle of diameter 0.8 when its side is at most 0.8/√2 of the icon.
 */
const SAFE_SIDE = 0.8 / Math.SQRT2;

/** The drawing of an SVG file, without its outer element. */
const drawingOf = (svg: string): string => svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

/**
 * A brand's icon from its side logo (a square of paths, decision 2146): the logo over the whole icon, or,
 * maskable, the logo inside the safe zone on the brand's accent colour, so a cut shows no corner.
 */
export function iconSvg(sideLogo: string, size: number, accent: string, maskable: boolean): string {
  const drawing = drawingOf(sideLogo);
  const side = maskable ? 40 * SAFE_SIDE : 40;
  const at = (40 - side) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40">`,
    maskable ? `<rect width="40" height="40" fill="${accent}"/>` : '',
    `<svg x="${at}" y="${at}" width="${side}" height="${side}" viewBox="0 0 40 40">${drawing}</svg>`,
    '</svg>',
  ].join('');
}

const iconName = (size: number, maskable: boolean): string => `${maskable ? 'maskable' : 'icon'}-${size}.png`;

/**
 * A brand's web manifest (issue 58): its name and short name, its icons, the accent its top bar is drawn in
 * as the theme colour, standalone. The app's address is three folders up from the manifest; a partner's
 * keyword in it picks the brand (decision 0501) and makes each brand's app its own (`id`).
 */
export function manifestOf(brand: Brand): Record<string, unknown> {
  const start = brand === DEFAULT_BRAND ? '../../../' : `../../../?partner=${brand.keyword}`;
  return {
    id: start,
    name: brand.title,
    short_name: brand.shortName,
    start_url: start,
    scope: '../../../',
    display: 'standalone',
    orientation: 'any',
    theme_color: brand.theme.accent,
    background_color: '#ffffff',
    icons: ICON_SIZES.flatMap((size) =>
      [false, true].map((maskable) => ({
        src: iconName(size, maskable),
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: maskable ? 'maskable' : 'any',
      })),
    ),
  };
}

/**
 * Writes each brand's manifest and its icons, drawn from its side logo with resvg (decision 2303), into the
 * built app beside its logos, so the service worker keeps them with the rest.
 */
export function brandAssets(publicDir: string): Plugin {
  return {
    name: 'erp-brand-assets',
    apply: 'build',
    generateBundle() {
      for (const brand of BRANDS) {
        const folder = brandFolder(brand);
        const sideLogo = readFileSync(resolve(publicDir, brand.sideLogo), 'utf8');
        this.emitFile({
          type: 'asset',
          fileName: `${folder}/manifest.webmanifest`,
          source: `${JSON.stringify(manifestOf(brand), null, 2)}\n`,
        });
        for (const size of ICON_SIZES) {
          for (const maskable of [false, true]) {
            const svg = iconSvg(sideLogo, size, brand.theme.accent, maskable);
            this.emitFile({
              type: 'asset',
              fileName: `${folder}/${iconName(size, maskable)}`,
              source: new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng(),
            });
          }
        }
      }
    },
  };
}
