/* Issue 19's woven bag line in numbers (decision 1103): a roll's GSM, a tape's denier. */
import type { DerivedValue } from '../catalogue/fields.ts';

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

/** A percentage limit of system config, or its default when unset or not a number above 0. */
const percentOf = (value: string | null | undefined, fallback: number): number => {
  const parsed = Number(value);
  return value !== null && value !== undefined && value.trim() !== '' && parsed > 0 ? parsed : fallback;
};

/** How far a roll's GSM may be from its item's under the organisation's system config (percent). */
export const gsmLimits = (
  config: Readonly<Record<string, string | null | undefined>>,
): { warn: number; refuse: number } => ({
  warn: percentOf(config[GSM_WARN_KEY], GSM_WARN_DEFAULT),
  refuse: percentOf(config[GSM_REFUSE_KEY], GSM_REFUSE_DEFAULT),
});

const numberOf = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0));

/**
 * A woven roll's GSM as the form works it out while it is typed (decision 1230): from the line's kg, metres
 * and width, tubular when the record's `tubularField` is ticked; checked against the GSM its item carries.
 */
export const rollGsmOf = (
  tubularField: string,
  isRoll: (line: Readonly<Record<string, unknown>>) => boolean,
): DerivedValue => ({
  value: (line, record) =>
    isRoll(line)
      ? rollGsm({
          kg: numberOf(line.weightKg),
          metres: numberOf(line.metres),
          widthInches: numberOf(line.widthInches),
          tubular: record[tubularField] === true,
        })
      : null,
  notice: (gsm, line, config) => {
    const item = line.item;
    const expected = typeof item === 'object' && item !== null ? (item as { gsm?: unknown }).gsm : undefined;
    if (typeof expected !== 'number') return null;
    const { verdict, deviation } = gsmVerdict(gsm, expected, gsmLimits(config));
    if (verdict === 'ok') return null;
    return {
      level: verdict === 'refuse' ? 'error' : 'warning',
      message: gsmMessage(gsm, expected, deviation, verdict),
    };
  },
});

type Line = Readonly<Record<string, unknown>>;

/**
 * Slitting (decision 1231): the slit rolls (`isOutput`) are cut from the rolls slit (`isInput`), so their
 * widths add up to no more than theirs. Null when they fit or no slit roll gives a width; else the widths
 * and the line (1-based) where the slit rolls went past, or `row` null when the rolls slit have no width.
 */
export function slitWidthOverrun(
  lines: readonly Line[],
  isInput: (line: Line) => boolean,
  isOutput: (line: Line) => boolean,
): { row: number | null; slit: number; parent: number } | null {
  const widthOf = (line: Line): number => {
    const width = numberOf(line.widthInches);
    return Number.isFinite(width) && width > 0 ? width : 0;
  };
  const parent = lines.filter(isInput).reduce((sum, line) => sum + widthOf(line), 0);
  let slit = 0;
  for (const [index, line] of lines.entries()) {
    if (!isOutput(line)) continue;
    slit = Number((slit + widthOf(line)).toFixed(2));
    if (slit > 0 && parent === 0) return { row: null, slit, parent };
    if (slit > parent) return { row: index + 1, slit, parent: Number(parent.toFixed(2)) };
  }
  return null;
}

/** The words of a slit overrun, on the entry's lines. */
export const slitWidthMessage = (overrun: { row: number | null; slit: number; parent: number }): string =>
  overrun.row === null
    ? "Give the width (inch) of the roll slit: the slit rolls' widths are checked against it."
    : `Line ${overrun.row}: the slit rolls' widths come to ${overrun.slit} inch, more than the ${overrun.parent} inch of the roll slit.`;
