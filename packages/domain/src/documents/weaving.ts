/* Issue 19's woven bag line in numbers (decision 1103): a roll's GSM, a tape's denier. */

/** 1 inch in metres. */
export const INCH = 0.0254;

/** System config keys: how far a roll's GSM may be from its item's (percent) before a warning, a refusal. */
export const GSM_WARN_KEY = 'WEAVING_GSM_WARN_PERCENT';
export const GSM_REFUSE_KEY = 'WEAVING_GSM_REFUSE_PERCENT';
export const GSM_WARN_DEFAULT = 5;
export const GSM_REFUSE_DEFAULT = 15;

export interface RollMeasure {
  kg: number;
  metres: number;
  /** The width entered, in inches: flat fabric's width, or a tubular fabric's lay-flat width. */
  widthInches: number;
  /** From a circular loom: the fabric is a tube, twice its lay-flat width around. */
  tubular?: boolean;
}

/**
 * "GSM = kg × 1000 ÷ (metres × width in metres), width being the flat width for flat fabric and twice the
 * lay-flat width for tubular fabric (item width entered in inches, 1 inch = 0.0254 m)"; 2 decimals, and
 * null when metres or width is not above 0.
 */
export function rollGsm(roll: RollMeasure): number | null {
  const width = roll.widthInches * INCH * (roll.tubular === true ? 2 : 1);
  if (!(roll.metres > 0) || !(width > 0) || !(roll.kg >= 0)) return null;
  return Number(((roll.kg * 1000) / (roll.metres * width)).toFixed(2));
}

/** "denier = grams per 9,000 m of tape"; null without metres. */
export function tapeDenier(grams: number, metres: number): number | null {
  return metres > 0 && grams >= 0 ? Number(((grams * 9000) / metres).toFixed(2)) : null;
}

export type GsmVerdict = 'ok' | 'warn' | 'refuse';

/** How far `actual` is from `expected`, in percent of it; beyond `warn` a warning, beyond `refuse` refused. */
export function gsmVerdict(
  actual: number,
  expected: number | null | undefined,
  limits: { warn: number; refuse: number },
): { verdict: GsmVerdict; deviation: number } {
  if (typeof expected !== 'number' || !(expected > 0)) return { verdict: 'ok', deviation: 0 };
  const deviation = Number(((Math.abs(actual - expected) / expected) * 100).toFixed(2));
  const verdict = deviation > limits.refuse ? 'refuse' : deviation > limits.warn ? 'warn' : 'ok';
  return { verdict, deviation };
}

/** The words of a verdict on the roll's kg. */
export const gsmMessage = (
  actual: number,
  expected: number,
  deviation: number,
  verdict: GsmVerdict,
): string =>
  verdict === 'refuse'
    ? `GSM ${actual} is ${deviation}% from the item's ${expected}: check the kg, metres and width.`
    : `GSM ${actual} is ${deviation}% from the item's ${expected}.`;
