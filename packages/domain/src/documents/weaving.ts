/* Issue 19's woven bag line in numbers (decision 1103): a roll's GSM, a tape's denier. */
import type { DerivedValue, LineNotice } from '../catalogue/fields.ts';
import { PHRASES, say } from '../errors/phrases.ts';

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
export const percentOf = (value: string | null | undefined, fallback: number): number => {
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

/** A typed figure as a number (a form may still hold it as text); none is 0. */
export const numberOf = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0));

/** A looked-up record as a line or record carries it (`item: { id, name, gsm }`), else an empty one. */
export const carried = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** What a roll's GSM calls for against the GSM its item carries (`line.item.gsm`): a warning, an error, none. */
const gsmNotice = (
  gsm: number,
  line: Readonly<Record<string, unknown>>,
  config: Readonly<Record<string, string | null | undefined>>,
): LineNotice | null => {
  const expected = carried(line.item).gsm;
  if (typeof expected !== 'number') return null;
  const { verdict, deviation } = gsmVerdict(gsm, expected, gsmLimits(config));
  if (verdict === 'ok') return null;
  return {
    level: verdict === 'refuse' ? 'error' : 'warning',
    message: gsmMessage(gsm, expected, deviation, verdict),
  };
};

/**
 * A woven roll's GSM as the form works it out while it is typed (decision 1230): from the line's kg, metres
 * and width, tubular when the record's `tubularField` is ticked; checked against the GSM its item carries.
 * The server judges it the same way as the entry is submitted (decisions 1800, 1846): beyond the refusal
 * limit refused on the roll's kg, between the limits let through and said in the submit's answer.
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
  notice: gsmNotice,
  judged: { on: 'weightKg', config: [GSM_WARN_KEY, GSM_REFUSE_KEY] },
});

/** The machine type whose fabric is a tube: its GSM is over twice the lay-flat width (decision 1103). */
export const CIRCULAR_LOOM = 'CIRCULAR_LOOM';

/** A loom as its machine record gives it: whether it is one, its type and its width (inch). */
export interface LoomMeasure {
  isLoom?: unknown;
  machineKind?: unknown;
  loomWidth?: unknown;
}

/**
 * The roll a loom's daily line makes under WEAVING_PROCESS_AUTOMATION (decision 1220): its width is the
 * fabric's Width, else the loom's Loom Width; tubular when the loom is a Circular Loom.
 */
export const loomRoll = (
  loom: LoomMeasure,
  fabricWidth: unknown,
): { widthInches: number; tubular: boolean } => ({
  widthInches: numberOf(fabricWidth) > 0 ? numberOf(fabricWidth) : numberOf(loom.loomWidth),
  tubular: loom.machineKind === CIRCULAR_LOOM,
});

/**
 * The GSM of the roll a loom's daily line makes (decisions 1220, 1310), as the form works it out: the loom is
 * the line's `machineKey` record, else the header's (a machine-wise entry); its kg and metres are the
 * line's, its width and tubular `loomRoll`'s. Null on a line whose machine is not a loom, or before its kg.
 */
export const loomRollGsmOf = (machineKey: string): DerivedValue => ({
  value: (line, record) => {
    const own = carried(line[machineKey]);
    const loom = Object.keys(own).length > 0 ? own : carried(record[machineKey]);
    if (loom.isLoom !== true || !(numberOf(line.kg) > 0)) return null;
    return rollGsm({
      kg: numberOf(line.kg),
      metres: numberOf(line.metres),
      ...loomRoll(loom, carried(line.item).width),
    });
  },
  notice: gsmNotice,
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

/** A loom as its rolls' stock area is judged against: its department and its own area (decision 1312). */
export interface LoomPlace {
  name: string;
  departmentId: number | null;
  departmentName: string;
  stockAreaId: number | null;
}

/** A stock area a roll comes into, with its department. */
export interface AreaPlace {
  id: number;
  name: string;
  departmentId: number | null;
}

/**
 * Where a weaving entry's rolls may come in (decision 1356): an area of the loom's department, or the loom's
 * own stock area. Else the refusal, naming the area and the department.
 */
export const loomAreaRefusal = (loom: LoomPlace, area: AreaPlace): string | null =>
  area.id === loom.stockAreaId || (area.departmentId !== null && area.departmentId === loom.departmentId)
    ? null
    : say(PHRASES.loomAreaOtherDepartment, {
        area: area.name,
        loom: loom.name,
        department: loom.departmentName,
      });
