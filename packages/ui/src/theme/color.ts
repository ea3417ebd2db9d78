/** Colour arithmetic for the token builder: hex in, hex out, WCAG contrast checked. */

type Rgb = readonly [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `amount` of `b` mixed into `a` (0 gives a, 1 gives b). */
export function mix(a: string, b: string, amount: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * amount) as unknown as Rgb);
}

export function alpha(hex: string, opacity: number): string {
  const [r, g, b] = hexToRgb(hex);
  return `rgba(${r}, ${g}, ${b}, ${opacity})`;
}

function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * Moves `color` towards black or white (whichever gains contrast on `against`) in small steps until the
 * ratio is at least `ratio`. A brand's accent stays recognisable; only its lightness shifts.
 */
export function ensureContrast(color: string, against: string, ratio = 4.5): string {
  if (contrast(color, against) >= ratio) return color;
  const target = luminance(against) > 0.18 ? '#000000' : '#ffffff';
  for (let step = 0.04; step <= 1; step += 0.04) {
    const candidate = mix(color, target, step);
    if (contrast(candidate, against) >= ratio) return candidate;
  }
  return target;
}

/** Black-ish or white text, whichever reads better on `background`. */
export function readableOn(background: string, dark: string, light = '#ffffff'): string {
  return contrast(light, background) >= contrast(dark, background) ? light : dark;
}
